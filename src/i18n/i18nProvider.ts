import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALES, type Locale } from './locales';

/**
 * A language's whole catalogue: at once for the language the shell starts in (polyglot draws the first screen with
 * it), a promise for a language chosen later (its file loads then).
 */
export type LoadCatalogue = (locale: Locale) => TranslationMessages | Promise<TranslationMessages>;

/**
 * react-admin's translator over the catalogues the app composes (src/app/catalogues); missing keys fall back to the
 * key (or `_`) without warnings.
 */
export const createI18nProvider = (initialLocale: Locale, loadCatalogue: LoadCatalogue): I18nProvider =>
  polyglotI18nProvider((locale) => loadCatalogue(locale as Locale), initialLocale, [...LOCALES], { allowMissing: true });
