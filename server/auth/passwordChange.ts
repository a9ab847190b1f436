import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { users } from '../db/schema';
import { AppError } from '../http/envelope';
import type { Account } from './accounts';
import { hashPassword } from './passwords';
import type { AuthServices } from './services';

/** Policy, then confirmation: 400 `passwordTooEasy` or `confirmPasswordMismatch`. */
export const checkNewPassword = (services: AuthServices, account: Account, password: string, confirmPassword: string): void => {
  if (services.policy(password, { username: account.username, ownerCode: account.ownerCode }) !== null) {
    throw new AppError(400, AUTH_MESSAGES.passwordTooEasy);
  }
  if (password !== confirmPassword) throw new AppError(400, AUTH_MESSAGES.confirmPasswordMismatch);
};

/** Stores a new password hash, ends every session of the user and forgets its trusted devices. */
export const setPassword = async (services: AuthServices, userId: number, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password, undefined, services.passwordParams);
  await services.db.update(users).set({ passwordHash, passwordChangedAt: services.now() }).where(eq(users.id, userId));
  await services.sessions.revokeUserSessions(userId);
  await services.devices.revokeAll(userId);
};
