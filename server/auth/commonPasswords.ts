import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dictionary } from '@zxcvbn-ts/language-common';
import { sortedLines } from './sortedLines';

/** Bundled with its licence and origin: breachedPasswords/README.md. */
const SECLISTS_FILE = path.join(__dirname, 'breachedPasswords', 'seclists-passwords.txt.gz');

export interface PasswordList {
  /** Distinct passwords refused (both sources, lower-cased). */
  readonly size: number;
  /** `password` lower-cased. */
  has(password: string): boolean;
}

let list: PasswordList | undefined;

/**
 * Common and breached passwords, lower-cased: SecLists' leaked-password lists (414,617, bundled) and zxcvbn-ts's
 * `passwords-common` (49,233, a maintained dependency), 414,877 distinct together. Loaded on first use (~0.1 s).
 */
export const commonPasswords = (): PasswordList => {
  if (list) return list;
  const breached = sortedLines(gunzipSync(readFileSync(SECLISTS_FILE)));
  const extra = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()).filter((p) => !breached.has(p)));
  list = { size: breached.size + extra.size, has: (password) => breached.has(password) || extra.has(password) };
  return list;
};
