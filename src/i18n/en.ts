import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { appEnglish } from './appEnglish';

/** The English catalogue of the shell: react-admin's messages, then ours (default and fallback language). */
export const en: TranslationMessages = { ...englishMessages, ...appEnglish };
