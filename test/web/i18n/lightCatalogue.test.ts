import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { HTTP_MESSAGES } from '../../../src/dataProvider/httpClient';
import { lightTranslate } from '../../../src/i18n/lightCatalogues';
import { MESSAGE_KEYS, messageKey } from '../../../src/i18n/messageKey';
import type { Messages } from '../../../src/i18n/deepMerge';
import { shellEnglish } from '../../../src/i18n/shellEnglish';
import { signInEnglish } from '../../../src/i18n/signInEnglish';
import { signInVietnamese } from '../../../src/i18n/signInVietnamese';

/**
 * The sign-in screens load only the sign-in part of the catalogue (src/i18n/signInEnglish.ts, signInVietnamese.ts):
 * every key a module of the light entry names must be there, or the screen would show the bare key.
 */
const SRC = resolve(__dirname, '../../../src');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;
const APP_KEY = /['`](app\.\w+(?:\.\w+)*)['`]/g;

const resolveLocal = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
};

/** The files reached from src/main.tsx by static imports: the light entry (test/web/entry/lightEntry.test.ts). */
const lightFiles = (entry: string): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
    }
  };
  visit(entry);
  return [...seen];
};

/** The page engine's screen messages (spec §8) come from the shell's page calls only, never from a sign-in call. */
const shellOnly = (key: string) => key.startsWith('app.pages.');

const named = lightFiles(join(SRC, 'main.tsx')).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(APP_KEY)].map((match) => match[1]),
);
const mapped = [...MESSAGE_KEYS, ...Object.values(AUTH_MESSAGES), ...Object.values(HTTP_MESSAGES)].map(messageKey);
const lightKeys = [...new Set([...named, ...mapped])].filter((key) => key.startsWith('app.') && !shellOnly(key)).sort();

test('the light entry names the sign-in texts it needs', () => {
  expect(lightKeys).toEqual(expect.arrayContaining(['app.signIn.submit', 'app.verify.resendIn', 'app.forgot.step', 'app.http.sessionExpired']));
});

const lookup = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

test.each(lightKeys)('%s is in the sign-in part, in English and Vietnamese', (key) => {
  expect(lookup(signInEnglish, key)).toEqual(expect.any(String));
  expect(lookup(signInVietnamese, key)).toEqual(expect.any(String));
});

test('the light translator has none of the shell texts', () => {
  expect(lightTranslate('en')('app.menu.dashboard')).toBe('app.menu.dashboard');
  expect(lightTranslate('vi')('app.pageEditor.save.button')).toBe('app.pageEditor.save.button');
  expect(Object.keys(shellEnglish.app)).not.toContain('signIn');
});
