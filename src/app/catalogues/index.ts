import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../i18n/locales';
import { english } from './english';
import { vietnamese } from './vietnamese';

/** The shell's whole catalogue of a language: react-admin's texts, the app's, every feature's and every screen's. */
export const catalogueOf = (locale: Locale): TranslationMessages => (locale === 'vi' ? vietnamese : english);
