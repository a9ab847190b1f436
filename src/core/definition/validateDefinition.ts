import { type DefinitionIssue, type PageDefinition, parsePageDefinition } from '../../api/pageDefinition';
import { checkReferences } from './checkReferences';

export type DefinitionValidation =
  | { ok: true; definition: PageDefinition; warnings: DefinitionIssue[] }
  | { ok: false; errors: DefinitionIssue[]; warnings: DefinitionIssue[] };

/** The whole check of a definition, on the server before it is stored and in the app when it loads; never throws. */
export function validateDefinition(input: unknown): DefinitionValidation {
  const parsed = parsePageDefinition(input);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  const { errors, warnings } = checkReferences(parsed.definition);
  return errors.length > 0 ? { ok: false, errors, warnings } : { ok: true, definition: parsed.definition, warnings };
}
