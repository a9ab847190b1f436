import { matchesPasswordPattern, PASSWORD_PATTERN } from '../../src/api/passwordPolicy';
import { commonPasswords } from './commonPasswords';

export type PolicyFailure = 'pattern' | 'common' | 'containsIdentity';

export interface PolicyContext {
  username: string;
  ownerCode: string;
}

/**
 * The server's password policy: the shared pattern (or the configured `PASSWORD_PATTERN`), not one of the
 * 1,000 most common passwords, and not containing the username or the owner code (any letter case).
 * Returns why a password is refused, or null when it is acceptable.
 */
export const createPasswordPolicy = (patternSource?: string) => {
  const pattern = patternSource ? new RegExp(patternSource) : PASSWORD_PATTERN;
  return (password: string, { username, ownerCode }: PolicyContext): PolicyFailure | null => {
    if (!matchesPasswordPattern(password, pattern)) return 'pattern';
    const lower = password.toLowerCase();
    if (commonPasswords().has(lower)) return 'common';
    for (const identity of [username, ownerCode]) {
      const needle = identity.trim().toLowerCase();
      if (needle && lower.includes(needle)) return 'containsIdentity';
    }
    return null;
  };
};

export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
