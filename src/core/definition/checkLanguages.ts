import { type PageDefinitionSource, TEXT_LANGUAGES, type TextLanguage } from '../../api/pageDefinition';
import { definitionTexts } from './localizeDefinition';
import type { IssueCollector } from './issues';

const CATALOGUE_KEY = /^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

const LANGUAGE_NAMES: Record<TextLanguage, string> = { vi: 'Vietnamese', en: 'English' };

/** The fields a `modelSelectField` lists, without their headers. */
const pickerFields = (value: string): string =>
  value.split(',').map((entry) => entry.split('$$')[0].trim()).filter(Boolean).join(',');

/**
 * Texts per language: a text that lacks one of the app's languages is a warning (the other one is shown there);
 * plain strings beside texts per language are one warning (they show as written in both languages); a
 * `modelSelectField` per language must list the same fields in each (only its headers may differ).
 */
export function checkLanguages(definition: PageDefinitionSource, issues: IssueCollector): void {
  // A button's `requires` message may be a catalogue key (translated by the app): no text to write per language.
  const texts = definitionTexts(definition).filter(({ path, text }) => !(path.endsWith('.message') && typeof text === 'string' && CATALOGUE_KEY.test(text)));
  const plain = texts.filter(({ text }) => typeof text === 'string');
  for (const { path, text } of texts) {
    if (typeof text === 'string') continue;
    for (const language of TEXT_LANGUAGES) {
      if (text[language] === undefined) {
        const other = TEXT_LANGUAGES.find((code) => code !== language) ?? language;
        issues.warn(
          `${path}.${language}`,
          `no ${LANGUAGE_NAMES[language]} text (${language}): the ${LANGUAGE_NAMES[other]} one is shown in ${LANGUAGE_NAMES[language]}`,
          'app.pageEditor.issues.missingLanguage',
          { language, other },
        );
      }
    }
    if (path.endsWith('.modelSelectField') && text.vi !== undefined && text.en !== undefined && pickerFields(text.vi) !== pickerFields(text.en)) {
      issues.error(path, 'the vi and en column lists must name the same fields in the same order (only the $$headers may differ)');
    }
  }
  if (plain.length > 0 && plain.length < texts.length) {
    issues.warn(
      plain[0].path,
      `${plain.length} text(s) are plain strings beside texts per language (first here): they show as written in both languages`,
      'app.pageEditor.issues.mixedLanguages',
      { count: plain.length },
    );
  }
}
