import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import type { Db } from '../db/client';
import { otpChallenges, resetGrants, users } from '../db/schema';
import { AppError } from '../http/envelope';
import type { Account } from './accounts';
import { passwordRuleProblem, type PasswordRules } from '../../src/api/passwordPolicy';
import type { PolicyFailure } from './passwordPolicy';
import { hashPassword } from './passwords';
import type { AuthServices } from './services';

/** Each refusal says why, so that the screen can tell the user what to change. */
const REFUSAL: Record<PolicyFailure, string> = {
  pattern: AUTH_MESSAGES.passwordTooEasy,
  common: AUTH_MESSAGES.passwordCommon,
  containsIdentity: AUTH_MESSAGES.passwordContainsName,
};

/** The refusal of a password the policy failed: the rule it breaks, with its values, or why else. */
export const policyRefusal = (failure: PolicyFailure, password: string, rules: PasswordRules): { message: string; args?: Record<string, number> } =>
  (failure === 'pattern' ? passwordRuleProblem(password, rules) : null) ?? { message: REFUSAL[failure] };

/**
 * Policy, then confirmation: 400 naming the rule the password breaks (`passwordTooShort` with `data.min`…),
 * `passwordCommon`, `passwordContainsName` or `confirmPasswordMismatch`.
 */
export const checkNewPassword = (services: AuthServices, account: Account, password: string, confirmPassword: string): void => {
  const failure = services.policy(password, {
    username: account.username, ownerCode: account.ownerCode, fullName: account.fullName, ownerName: account.ownerName,
  });
  if (failure !== null) {
    const { message, args } = policyRefusal(failure, password, services.config.passwordRules);
    throw new AppError(400, message, { data: { field: 'password', ...args } });
  }
  if (password !== confirmPassword) throw new AppError(400, AUTH_MESSAGES.confirmPasswordMismatch);
};

/**
 * Stores a new password hash (the user's own: a first password the owner chose no longer binds them), ends every
 * session of the user, forgets its trusted devices and closes its sign-in codes and resets under way, all in one transaction with `first` (a reset grant's use): a
 * failure half-way must not leave the new password in force and the sessions it was meant to end still open.
 */
export const setPassword = async (
  services: AuthServices, userId: number, password: string, first: (tx: Db) => Promise<void> = async () => undefined,
): Promise<void> => {
  const passwordHash = await hashPassword(password, undefined, services.passwordParams);
  await services.db.transaction(async (tx) => {
    await first(tx);
    const at = services.now();
    await tx.update(users).set({ passwordHash, passwordChangedAt: at, mustChangePassword: false }).where(eq(users.id, userId));
    await services.sessions.revokeUserSessions(userId, tx);
    await services.devices.revokeAll(userId, tx);
    // A sign-in begun with the old password, or another reset under way, must not finish on its code afterwards.
    await tx.update(otpChallenges).set({ closedAt: at })
      .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.closedAt), inArray(otpChallenges.purpose, ['login', 'reset'])));
    await tx.update(resetGrants).set({ usedAt: at }).where(and(eq(resetGrants.userId, userId), isNull(resetGrants.usedAt)));
  });
};
