import type { Messages } from './deepMerge';
import type { Locale } from './locales';
import { signInEnglish } from './signInEnglish';
import { signInVietnamese } from './signInVietnamese';
import { createTranslate, type Translate } from './translate';

/**
 * The sign-in screens' translator: the sign-in part of our messages only (no shell texts, no react-admin,
 * no polyglot), English as the fallback.
 */
export const lightTranslate = (locale: Locale): Translate =>
  createTranslate(locale === 'vi' ? signInVietnamese : signInEnglish, signInEnglish as Messages);
