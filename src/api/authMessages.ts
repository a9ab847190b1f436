/**
 * Message keys the server answers in `message` on the sign-in and password calls; the app translates them
 * (`app.auth.*` in src/i18n). Zod-free, so the light sign-in entry can import it.
 */
export const AUTH_MESSAGES = {
  /** Owner, user or password wrong: one message for all three (never tells which). */
  invalidCredentials: 'app.auth.invalidCredentials',
  captchaInvalid: 'app.auth.captchaInvalid',
  accountLocked: 'app.auth.accountLocked',
  otpInvalid: 'app.auth.otpInvalid',
  /** The challenge is gone: expired, used, or killed by too many wrong codes. Sign in again. */
  otpExpired: 'app.auth.otpExpired',
  /** Too many attempts; `data.retryAfterSeconds` says how long to wait. */
  tooManyAttempts: 'app.auth.tooManyAttempts',
  /** A code was sent too recently to this phone or e-mail; `data.retryAfterSeconds` as above. */
  otpSendLimited: 'app.auth.otpSendLimited',
  /** resetPass always answers this, whether or not the account exists. */
  resetCodeSent: 'app.auth.resetCodeSent',
  resetStepExpired: 'app.auth.resetStepExpired',
  /** The new password does not match a configured pattern other than spec §5's: spec §5's message. */
  passwordTooEasy: 'app.validation.passwordTooEasy',
  /** The rule of spec §5 a new password breaks (`data.min` / `data.max` for the lengths): src/api/passwordPolicy.ts. */
  passwordTooShort: 'app.validation.passwordTooShort',
  passwordTooLong: 'app.validation.passwordTooLong',
  passwordCharacters: 'app.validation.passwordCharacters',
  passwordSeparators: 'app.validation.passwordSeparators',
  /** The new password is in the list of common and breached passwords. */
  passwordCommon: 'app.validation.passwordCommon',
  /** The new password contains the phone, the Owner ID, the user's or merchant's name, or the product's name. */
  passwordContainsName: 'app.validation.passwordContainsName',
  confirmPasswordMismatch: 'app.validation.confirmPasswordMismatch',
  currentPasswordWrong: 'app.auth.currentPasswordWrong',
  passwordChanged: 'app.auth.passwordChanged',
  sessionInvalid: 'session_expired_please_login_again',
  forbidden: 'app.auth.forbidden',
  /** 403: the first password the owner chose must be replaced before anything else (changePassword, logout). */
  mustChangePassword: 'app.auth.mustChangePassword',
  /**
   * 403: the user's role (or staff configuration) requires a passkey or an authenticator app and they have none:
   * only enrolling one (the profile's factor calls), the profile and logout are open until they do.
   */
  enrolFirst: 'app.auth.enrolFirst',
  /** 409 on resendLoginOtp: this user signs in with a passkey or an authenticator app; no SMS code is sent. */
  smsNotOffered: 'app.auth.smsNotOffered',
} as const;

export type AuthMessage = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

/** The refusals of a new password, said under the password field. */
export const PASSWORD_REFUSALS: readonly string[] = [
  AUTH_MESSAGES.passwordTooEasy, AUTH_MESSAGES.passwordTooShort, AUTH_MESSAGES.passwordTooLong, AUTH_MESSAGES.passwordCharacters,
  AUTH_MESSAGES.passwordSeparators, AUTH_MESSAGES.passwordCommon, AUTH_MESSAGES.passwordContainsName,
];
