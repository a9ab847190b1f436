import type { PageDefinition, PageDefinitionSource, TextLanguage } from '../../src/api/pageDefinition';
import { localizeDefinition } from '../../src/core/definition/localizeDefinition';

/**
 * A stored definition (validated on write: the schema's output) in one language: its texts per language resolved
 * to `language`'s, English unless the caller asked for its own (exports, messages that name a page).
 */
export const definitionIn = (stored: unknown, language: TextLanguage = 'en'): PageDefinition =>
  localizeDefinition(stored as PageDefinitionSource, language);
