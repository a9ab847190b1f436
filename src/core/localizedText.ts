import type { LocalizedText, TextLanguage } from '../api/pageDefinition';

/**
 * The string of a definition's text to show in `language`: a plain string as it is; a text per language in that
 * language, else in the other one (a missing language never leaves a label blank).
 */
export const textIn = (text: LocalizedText, language: TextLanguage): string => {
  if (typeof text === 'string') return text;
  return (language === 'vi' ? text.vi ?? text.en : text.en ?? text.vi) ?? '';
};

/** The same for an optional text. */
export const optionalTextIn = (text: LocalizedText | undefined, language: TextLanguage): string | undefined =>
  text === undefined ? undefined : textIn(text, language);
