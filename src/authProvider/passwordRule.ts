/**
 * The configured password pattern (spec §5 "Configured patterns"): 9 to 40 characters, letters and digits,
 * with single separators (underscore, space or hyphen) allowed between them.
 */
export const PASSWORD_PATTERN = /^(?=.{9,40}$)[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

export const isAcceptablePassword = (password: string): boolean => PASSWORD_PATTERN.test(password);
