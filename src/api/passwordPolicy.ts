/**
 * The configured password pattern (spec §5 "Configured patterns", §9): 9 to 40 characters, letters and digits,
 * with single separators (underscore, space or hyphen) allowed between them. One definition for the app and the
 * server; the server's settings (`PASSWORD_PATTERN`, `PASSWORD_MIN_LENGTH`, `PASSWORD_MAX_LENGTH`) may replace
 * it, and it then tells the app its rules (`passwordRules` in the reset's code-step answer and in the profile),
 * so that the app's live hints say what the server will decide. The server adds what the app cannot check
 * (common and breached passwords, names). Zod-free, so the light sign-in entry can import it.
 */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

export const PASSWORD_LENGTH = { min: 9, max: 40 } as const;

/** What a new password must match: the source of a regular expression and the length bounds. */
export interface PasswordRules {
  pattern: string;
  minLength: number;
  maxLength: number;
}

export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  pattern: PASSWORD_PATTERN.source,
  minLength: PASSWORD_LENGTH.min,
  maxLength: PASSWORD_LENGTH.max,
};

/** Bounds of the length settings: below 8 no list helps; above 128 the wire refuses the password anyway. */
export const PASSWORD_LENGTH_LIMITS = { min: 8, max: 128 } as const;

/** The product's name in each language (the catalogues' `app.name`): no password may contain it. */
export const PRODUCT_NAMES = ['Merchant Portal', 'Cổng thông tin đối tác'] as const;

const compiled = new Map<string, RegExp>();

const regExpOf = (source: string): RegExp => {
  let pattern = compiled.get(source);
  if (!pattern) compiled.set(source, (pattern = new RegExp(source)));
  return pattern;
};

/** A message key of the catalogues with its values. */
export interface PasswordRuleProblem {
  message: string;
  args?: Record<string, number>;
}

/**
 * The one rule of `rules` a password breaks, first in the order a user fixes them (length, then the characters,
 * then where the separators sit), or null. A configured pattern other than spec §5's is said as a whole.
 */
export const passwordRuleProblem = (password: string, rules: PasswordRules = DEFAULT_PASSWORD_RULES): PasswordRuleProblem | null => {
  if (password.length < rules.minLength) return { message: 'app.validation.passwordTooShort', args: { min: rules.minLength } };
  if (password.length > rules.maxLength) return { message: 'app.validation.passwordTooLong', args: { max: rules.maxLength } };
  if (regExpOf(rules.pattern).test(password)) return null;
  if (rules.pattern !== PASSWORD_PATTERN.source) return { message: 'app.validation.passwordTooEasy' };
  if (/[^A-Za-z0-9 _-]/.test(password)) return { message: 'app.validation.passwordCharacters' };
  return { message: 'app.validation.passwordSeparators' };
};

/** Length and pattern of `rules` (by default spec §5's). */
export const matchesPasswordRules = (password: string, rules: PasswordRules = DEFAULT_PASSWORD_RULES): boolean =>
  password.length >= rules.minLength && password.length <= rules.maxLength && regExpOf(rules.pattern).test(password);
