import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 1000;

let common: ReadonlySet<string> | undefined;

/**
 * The 1,000 most common passwords, lower-cased: the head of zxcvbn-ts's `passwords-common` list (ordered by
 * frequency in leaked password sets). Loaded on first use.
 */
export const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase())));
