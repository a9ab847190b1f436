import type { PageDefinition, PageDefinitionInput, TextLanguage } from '../../../../../src/api/pageDefinition';
import { localizeDefinition, validateDefinition } from '../../../../../src/core/definition';

/** A definition as the app holds it after its check; a test's own definition must be valid. */
export const definitionOf = (input: PageDefinitionInput): PageDefinition => checked(input);

/** The same for a definition written as plain JSON (a fixture changed by a test). */
export const checked = (input: unknown, language: TextLanguage = 'en'): PageDefinition => {
  const result = validateDefinition(input);
  if (!result.ok) throw new Error(`definition invalid: ${JSON.stringify(result.errors)}`);
  return localizeDefinition(result.definition, language);
};

/** A definition whose texts are per language, as the registry answers it to a screen in `language`. */
export const definitionIn = (input: PageDefinitionInput, language: TextLanguage): PageDefinition => checked(input, language);

/** The generic record store's calls on one model, as the demo pages declare them. */
export const recordApis = (model: string) => [
  { name: 'list', url: `/api/records/${model}`, method: 'GET' as const, type: 'list' as const },
  { name: 'read', url: `/api/records/${model}`, method: 'GET' as const, type: 'read' as const },
  { name: 'create', url: `/api/records/${model}`, method: 'POST' as const, type: 'create' as const },
  { name: 'update', url: `/api/records/${model}`, method: 'PATCH' as const, type: 'update' as const },
  { name: 'delete', url: `/api/records/${model}`, method: 'DELETE' as const, type: 'delete' as const },
];

/** Save buttons of a record page: create in create mode, save in edit and changed. */
export const saveButtons = [
  { title: 'Create', mode: 'create', type: 'submit' as const, action: 'api' as const, api: 'create' },
  { title: 'Save', mode: 'edit,changed', type: 'submit' as const, action: 'api' as const, api: 'update' },
];
