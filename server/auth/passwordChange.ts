import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { users } from '../db/schema';
import { AppError } from '../http/envelope';
import type { Account } from './accounts';
import type { PolicyFailure } from './passwordPolicy';
import { hashPassword } from './passwords';
import type { AuthServices } from './services';

/** Each refusal says why, so that the screen can tell the user what to change. */
const REFUSAL: Record<PolicyFailure, string> = {
  pattern: AUTH_MESSAGES.passwordTooEasy,
  common: AUTH_MESSAGES.passwordCommon,
  containsIdentity: AUTH_MESSAGES.passwordContainsName,
};

/** Policy, then confirmation: 400 `passwordTooEasy`, `passwordCommon`, `passwordContainsName` or `confirmPasswordMismatch`. */
export const checkNewPassword = (services: AuthServices, account: Account, password: string, confirmPassword: string): void => {
  const failure = services.policy(password, {
    username: account.username, ownerCode: account.ownerCode, fullName: account.fullName, ownerName: account.ownerName,
  });
  if (failure !== null) throw new AppError(400, REFUSAL[failure]);
  if (password !== confirmPassword) throw new AppError(400, AUTH_MESSAGES.confirmPasswordMismatch);
};

/**
 * Stores a new password hash (the user's own: a first password the owner chose no longer binds them), ends every
 * session of the user and forgets its trusted devices.
 */
export const setPassword = async (services: AuthServices, userId: number, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password, undefined, services.passwordParams);
  await services.db.update(users).set({ passwordHash, passwordChangedAt: services.now(), mustChangePassword: false }).where(eq(users.id, userId));
  await services.sessions.revokeUserSessions(userId);
  await services.devices.revokeAll(userId);
};
