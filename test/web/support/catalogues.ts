import { join } from 'node:path';
import type { TranslationMessages } from 'react-admin';
import { english } from '../../../src/app/catalogues/english';
import { vietnamese } from '../../../src/app/catalogues/vietnamese';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { deepMerge, type Messages } from '../../../src/i18n/deepMerge';
import type { Locale } from '../../../src/i18n/locales';
import { SCREEN_RESOURCES } from '../../../src/resources';

const RESOURCES = join(__dirname, '../../../src/resources');

/**
 * Each screen's texts in a language, read at once: the app loads them lazily (src/app/catalogues/loadCatalogue.ts),
 * and a test names its cases and draws its first screen before anything asynchronous (catalogues.test.ts checks
 * that both give the same catalogue). A screen's folder is its resource's name (src/resources/screen.ts).
 */
export const screenTexts = (locale: Locale): Messages[] =>
  SCREEN_RESOURCES.map((screen) =>
    locale === 'en'
      ? (require(join(RESOURCES, screen.name, 'english')) as { english: Messages }).english
      : (require(join(RESOURCES, screen.name, 'vietnamese')) as { vietnamese: Messages }).vietnamese);

const whole = new Map<Locale, TranslationMessages>();

/** The shell's whole catalogue of a language, as loadCatalogue gives it. */
export const wholeCatalogue = (locale: Locale): TranslationMessages => {
  const known = whole.get(locale);
  if (known) return known;
  const catalogue = deepMerge((locale === 'en' ? english : vietnamese) as Messages, ...screenTexts(locale)) as TranslationMessages;
  whole.set(locale, catalogue);
  return catalogue;
};

/** react-admin's translator as the shell has it, with both languages at hand. */
export const testI18nProvider = (locale: Locale) => createI18nProvider(locale, wholeCatalogue);
