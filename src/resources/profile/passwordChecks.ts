import { isAcceptablePassword } from '../../authProvider/passwordRule';

/**
 * The inline checks of the password change: the same rules and messages as /forgotPass (spec §5), plus the
 * current password. Each returns a message key, or undefined when the value passes (react-admin validators).
 */
export interface PasswordChangeValues {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

export const checkCurrentPassword = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? undefined : 'app.validation.currentPasswordRequired';

export const checkNewPassword = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value === '') return 'app.validation.newPasswordRequired';
  return isAcceptablePassword(value) ? undefined : 'app.validation.passwordTooEasy';
};

export const checkConfirmPassword = (value: unknown, values: PasswordChangeValues): string | undefined => {
  if (typeof value !== 'string' || value === '') return 'app.validation.confirmPasswordRequired';
  return value === values.password ? undefined : 'app.validation.confirmPasswordMismatch';
};
