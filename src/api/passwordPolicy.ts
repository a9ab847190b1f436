/**
 * The configured password pattern (spec §5 "Configured patterns", §9): 9 to 40 characters, letters and digits,
 * with single separators (underscore, space or hyphen) allowed between them. One definition for the app and the
 * server; the server adds checks the app cannot make (common passwords, username, owner code). Zod-free, so the
 * light sign-in entry can import it.
 */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

export const PASSWORD_LENGTH = { min: 9, max: 40 } as const;

/** Length and pattern; `pattern` replaces the default one (the server's `PASSWORD_PATTERN` setting). */
export const matchesPasswordPattern = (password: string, pattern: RegExp = PASSWORD_PATTERN): boolean =>
  password.length >= PASSWORD_LENGTH.min && password.length <= PASSWORD_LENGTH.max && pattern.test(password);
