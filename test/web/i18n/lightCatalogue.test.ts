import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { issueMessage } from '../../../src/core/validationIssue';
import { HTTP_MESSAGES } from '../../../src/dataProvider/httpClient';
import { lightTranslate } from '../../../src/i18n/lightCatalogues';
import { MESSAGE_KEYS, messageKey } from '../../../src/i18n/messageKey';
import type { Messages } from '../../../src/i18n/deepMerge';
import { shellEnglish } from '../../../src/i18n/shellEnglish';
import { signInEnglish } from '../../../src/i18n/signInEnglish';
import { signInVietnamese } from '../../../src/i18n/signInVietnamese';
import { ROOT, staticGraph } from '../architecture/importGraph';

/**
 * The sign-in screens load only the sign-in part of the catalogue (src/i18n/signInEnglish.ts, signInVietnamese.ts):
 * every key a module of the light entry names must be there, or the screen would show the bare key.
 */
/** The sign-in screens: the entry's own /login and the two it loads as chunks of their own. */
const SIGN_IN_ROOTS = ['src/main.tsx', 'src/signIn/VerifyLoginScreen.tsx', 'src/signIn/ForgotPasswordScreen.tsx'];
const APP_KEY = /['`](app\.\w+(?:\.\w+)*)['`]/g;

const lightFiles = (): string[] => [...new Set(SIGN_IN_ROOTS.flatMap((root) => staticGraph(join(ROOT, root)).files))];

/** The page engine's screen messages (spec §8) come from the shell's page calls only, never from a sign-in call. */
const shellOnly = (key: string) => key.startsWith('app.pages.');

const named = lightFiles().flatMap((file) =>
  [...readFileSync(join(ROOT, file), 'utf8').matchAll(APP_KEY)].map((match) => match[1]),
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

/** Every message a field refused by the server's schema can become (src/core/validationIssue.ts): sign-in says them too. */
const issueKeys = [...new Set([
  { code: 'too_small', origin: 'string', minimum: 1 }, { code: 'too_small', origin: 'string', minimum: 9 }, { code: 'too_small', origin: 'number', minimum: 0 },
  { code: 'too_big', origin: 'string', maximum: 40 }, { code: 'too_big', origin: 'array', maximum: 5 }, { code: 'too_big', origin: 'number', maximum: 9 },
  { code: 'invalid_type', received: 'undefined' }, { code: 'invalid_type', received: 'number' }, { code: 'invalid_format' },
  { code: 'unrecognized_keys' }, { code: 'custom', message: 'zod text' }, { code: 'whatever' },
].map((issue) => issueMessage(issue).message))].sort();

test.each(issueKeys)('%s, a refused field\'s message, is translated on the sign-in screens in both languages', (key) => {
  expect(lightTranslate('en')(key, { min: 9, max: 40 })).not.toBe(key);
  expect(lightTranslate('vi')(key, { min: 9, max: 40 })).not.toBe(key);
});

test('the light translator has none of the shell texts', () => {
  expect(lightTranslate('en')('app.menu.dashboard')).toBe('app.menu.dashboard');
  expect(lightTranslate('vi')('app.pageEditor.save.button')).toBe('app.pageEditor.save.button');
  expect(Object.keys(shellEnglish.app)).not.toContain('signIn');
});
