import { DEFAULT_PASSWORD_RULES, matchesPasswordRules, PRODUCT_NAMES, type PasswordRules } from '../../src/api/passwordPolicy';
import { foldVietnamese } from '../../src/core/foldVietnamese';
import { commonPasswords } from './commonPasswords';

/** `containsIdentity`: the phone, the Owner ID, the user's or the merchant's name, or the product's name. */
export type PolicyFailure = 'pattern' | 'common' | 'containsIdentity';

export interface PolicyContext {
  username: string;
  ownerCode: string;
  /** The user's full name. */
  fullName?: string;
  /** The merchant's (owner's) name. */
  ownerName?: string;
}

/** Lower case, Vietnamese letters without marks, separators dropped: "Lê-Minh_2026" and "leminh2026" look alike. */
const squeeze = (text: string): string => foldVietnamese(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** A name's words: 'Nguyễn Văn An' → ['nguyen', 'van', 'an']. */
const wordsOf = (name: string): string[] => foldVietnamese(name).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Shorter pieces are inside too many unrelated passwords ('an', 'van'): they only count as the whole password. */
const MIN_PIECE_INSIDE = 4;

/** Every run of consecutive words, joined: 'Phở Hà Nội' → pho, phoha, phohanoi, ha, hanoi, noi. */
const runsOf = (words: string[]): string[] => {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) runs.push(words.slice(start, end).join(''));
  }
  return runs;
};

/**
 * Whether a password is built on the account's identity: it contains the phone (with or without its leading 0)
 * or the Owner ID, or a name's word or run of words of 4+ letters ('nguyen', 'hanoi', 'merchantportal'), or its
 * letters are just one of a name's words ('An_2024_2025' for Nguyễn Văn An).
 */
const containsIdentity = (password: string, context: PolicyContext): boolean => {
  const squeezed = squeeze(password);
  const letters = squeezed.replace(/\p{N}+/gu, '');
  const phone = squeeze(context.username);
  const identities = [phone, phone.replace(/^0+/, ''), squeeze(context.ownerCode)].filter((value) => value.length >= 3);
  if (identities.some((identity) => squeezed.includes(identity))) return true;
  const names = [context.fullName, context.ownerName, ...PRODUCT_NAMES].filter((name): name is string => !!name?.trim());
  return names.some((name) => {
    const runs = runsOf(wordsOf(name));
    return runs.includes(letters) || runs.some((run) => run.length >= MIN_PIECE_INSIDE && squeezed.includes(run));
  });
};

/** In the list as typed, or once its separators are dropped ('qwerty-uiop', 'pass word 1'). */
const isCommon = (password: string): boolean => {
  const lower = password.toLowerCase();
  return commonPasswords().has(lower) || commonPasswords().has(lower.replace(/[\s_-]+/g, ''));
};

/**
 * The server's password policy: the configured rules (spec §5's by default), not a common or breached password
 * (`commonPasswords`, 414,877), and not built on the account's identity or the product's name.
 * Returns why a password is refused, or null when it is acceptable.
 */
export const createPasswordPolicy = (rules: PasswordRules = DEFAULT_PASSWORD_RULES) =>
  (password: string, context: PolicyContext): PolicyFailure | null => {
    if (!matchesPasswordRules(password, rules)) return 'pattern';
    if (isCommon(password)) return 'common';
    if (containsIdentity(password, context)) return 'containsIdentity';
    return null;
  };

export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
