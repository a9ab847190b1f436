import { randomInt } from 'node:crypto';
import type { PasswordPolicy } from '../auth/passwordPolicy';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 24 characters of a 57-letter alphabet: 140 bits, and no look-alike letters to misread when copying it. */
const LENGTH = 24;

/** A random password that the given policy accepts for this account. */
export const generatePassword = (policy: PasswordPolicy, identity: { username: string; ownerCode: string }): string => {
  for (;;) {
    const password = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (policy(password, identity) === null) return password;
  }
};
