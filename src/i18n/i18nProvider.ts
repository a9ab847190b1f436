import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from './en';
import { LOCALES, type Locale } from './locales';
import { vi } from './vi';

/** react-admin's translator over our catalogues; missing keys fall back to the key (or `_`) without warnings. */
export const createI18nProvider = (initialLocale: Locale): I18nProvider =>
  polyglotI18nProvider((locale) => (locale === 'vi' ? vi : en), initialLocale, [...LOCALES], { allowMissing: true });
