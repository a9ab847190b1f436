import { appEnglish } from './appEnglish';
import { appVietnamese } from './appVietnamese';
import type { Messages } from './deepMerge';
import type { Locale } from './locales';
import { createTranslate, type Translate } from './translate';

/** The sign-in screens' translator: our own messages only, English as the fallback (no react-admin, no polyglot). */
export const lightTranslate = (locale: Locale): Translate =>
  createTranslate(locale === 'vi' ? appVietnamese : appEnglish, appEnglish as Messages);
