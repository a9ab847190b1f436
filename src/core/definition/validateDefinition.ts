import { type DefinitionIssue, type PageDefinitionSource, TEXT_LANGUAGES } from '../../api/pageDefinition';
import { parsePageDefinition } from './parseDefinition';
import { checkLanguages } from './checkLanguages';
import { checkReferences } from './checkReferences';
import { IssueCollector } from './issues';
import { localizeDefinition } from './localizeDefinition';

export type DefinitionValidation =
  | { ok: true; definition: PageDefinitionSource; warnings: DefinitionIssue[] }
  | { ok: false; errors: DefinitionIssue[]; warnings: DefinitionIssue[] };

/** Issues once each, in the order first found (the two languages' checks mostly find the same). */
const unique = (issues: DefinitionIssue[]): DefinitionIssue[] => {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const id = `${issue.path}\n${issue.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

/**
 * The whole check of a definition, on the server before it is stored and in the app when it loads; never throws.
 * The references are checked in each language (a confirm text or picker headers may differ between them).
 */
export function validateDefinition(input: unknown): DefinitionValidation {
  const parsed = parsePageDefinition(input);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, warnings: [] };
  const languages = new IssueCollector();
  checkLanguages(parsed.definition, languages);
  const reports = TEXT_LANGUAGES.map((language) => checkReferences(localizeDefinition(parsed.definition, language)));
  const errors = unique([...languages.errors, ...reports.flatMap((report) => report.errors)]);
  const warnings = unique([...languages.warnings, ...reports.flatMap((report) => report.warnings)]);
  return errors.length > 0 ? { ok: false, errors, warnings } : { ok: true, definition: parsed.definition, warnings };
}
