import { passwordRuleProblem, type PasswordRuleProblem, type PasswordRules } from '../api/passwordPolicy';

/** The two fields of every new-password form (the reset's last step, the profile's password change). */
export interface NewPasswordValues {
  password?: unknown;
  confirmPassword?: unknown;
}

export type NewPasswordField = 'password' | 'confirmPassword';

const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The message key of what is wrong with a new password, or undefined (spec §5 "Forgot password"). `rules`: the
 * ones the server said it applies, else spec §5's.
 */
export const newPasswordProblem = (password: unknown, rules?: PasswordRules): PasswordRuleProblem | undefined => {
  if (!isFilled(password)) return { message: 'app.validation.newPasswordRequired' };
  return passwordRuleProblem(password, rules) ?? undefined;
};

/** The message key of what is wrong with the confirmation of `password`, or undefined. */
export const confirmPasswordProblem = (confirmPassword: unknown, password: unknown): string | undefined => {
  if (!isFilled(confirmPassword)) return 'app.validation.confirmPasswordRequired';
  return confirmPassword === password ? undefined : 'app.validation.confirmPasswordMismatch';
};

/**
 * Every problem of a new password and its confirmation, in the order spec §5 checks them: one list, one set of
 * rules and messages for the reset screen and the profile's password change.
 */
export const passwordProblems = (values: NewPasswordValues, rules?: PasswordRules): ({ field: NewPasswordField } & PasswordRuleProblem)[] => {
  const problems: ({ field: NewPasswordField } & PasswordRuleProblem)[] = [];
  const password = newPasswordProblem(values.password, rules);
  if (password) problems.push({ field: 'password', ...password });
  const confirm = confirmPasswordProblem(values.confirmPassword, values.password);
  if (confirm) problems.push({ field: 'confirmPassword', message: confirm });
  return problems;
};
