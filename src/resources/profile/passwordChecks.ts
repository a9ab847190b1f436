import type { PasswordRuleProblem, PasswordRules } from '../../api/passwordPolicy';
import { confirmPasswordProblem, newPasswordProblem } from '../../core/passwordProblems';

/**
 * The inline checks of the password change: the rules and messages of /forgotPass (src/core/passwordProblems.ts),
 * plus the current password. Each returns a message key, or undefined when the value passes (react-admin
 * validators).
 */
export interface PasswordChangeValues {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

export const checkCurrentPassword = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? undefined : 'app.validation.currentPasswordRequired';

/**
 * `rules`: the ones the profile answer carries (the server's settings), else spec §5's. The rule that fails, with its
 * values (react-admin translates `{ message, args }`).
 */
export const checkNewPassword = (rules?: PasswordRules) => (value: unknown): Required<PasswordRuleProblem> | undefined => {
  const problem = newPasswordProblem(value, rules);
  return problem ? { message: problem.message, args: problem.args ?? {} } : undefined;
};

export const checkConfirmPassword = (value: unknown, values: PasswordChangeValues): string | undefined =>
  confirmPasswordProblem(value, values.password);
