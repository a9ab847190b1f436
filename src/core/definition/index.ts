/** Checking a page definition: shape (src/api/pageDefinition.ts), then references. No React, no browser APIs. */
export { checkReferences } from './checkReferences';
export { type DefinitionIssue, type ReferenceReport } from './issues';
export { DEFINITION_MESSAGES, invalidTypeText, missingModelSelectField } from './messages';
export { type DefinitionValidation, validateDefinition } from './validateDefinition';
export { definitionTexts, localizeDefinition, mapDefinitionTexts } from './localizeDefinition';
