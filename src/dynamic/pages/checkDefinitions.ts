import { type DefinitionIssue, type PageDefinitionSource, isReservedResource } from '../../api/pageDefinition';
import { textIn } from '../../core/localizedText';
import { validateDefinition } from '../../core/definition';

/** A definition the app could not use as it is, with what is wrong by path (for staff). */
export interface DefinitionProblem {
  /** The page id as the server sent it, or its position in the list when it has none. */
  id: string;
  name?: string;
  errors: DefinitionIssue[];
  /** True when the page still opens through /form and /list (only its resource was dropped). */
  usable: boolean;
}

/** The valid definitions as written (texts per language kept: the registry shows them in the screen's language). */
export interface CheckedDefinitions {
  pages: PageDefinitionSource[];
  problems: DefinitionProblem[];
}

const labelOf = (raw: unknown, index: number): { id: string; name?: string } => {
  const record = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? String(record.id).slice(0, 20) : `#${index + 1}`;
  const name = typeof record.name === 'string' ? record.name : record.name !== null && typeof record.name === 'object' ? textIn(record.name as { en?: string; vi?: string }, 'en') : '';
  return typeof name === 'string' && name !== '' ? { id, name: name.slice(0, 200) } : { id };
};

/** Validates one definition as get-meta answered it; a definition that fails is never rendered. */
export const checkDefinition = (raw: unknown, index = 0): { page: PageDefinitionSource } | { problem: DefinitionProblem } => {
  const result = validateDefinition(raw);
  return result.ok ? { page: result.definition } : { problem: { ...labelOf(raw, index), errors: result.errors, usable: false } };
};

/**
 * Validates every definition of the get-meta list: invalid ones are left out and reported; a resource that
 * names a screen of the app, or one another page already took, is dropped (the page still opens by its id).
 */
export const checkDefinitions = (raw: unknown): CheckedDefinitions => {
  if (!Array.isArray(raw)) {
    return { pages: [], problems: [{ id: '-', errors: [{ path: '', message: 'the page definitions are not a list' }], usable: false }] };
  }
  const pages: PageDefinitionSource[] = [];
  const problems: DefinitionProblem[] = [];
  const resources = new Set<string>();
  raw.forEach((item, index) => {
    const checked = checkDefinition(item, index);
    if ('problem' in checked) {
      problems.push(checked.problem);
      return;
    }
    const { page } = checked;
    if (pages.some((other) => other.id === page.id)) {
      problems.push({ id: String(page.id), name: textIn(page.name, 'en'), errors: [{ path: 'id', message: 'another definition has this id' }], usable: false });
      return;
    }
    if (page.resource !== undefined && (isReservedResource(page.resource) || resources.has(page.resource))) {
      const message = resources.has(page.resource) ? 'another page already has this resource' : 'this resource names a screen of the app';
      problems.push({ id: String(page.id), name: textIn(page.name, 'en'), errors: [{ path: 'resource', message: `${message}: "${page.resource}"` }], usable: true });
      const { resource: _dropped, ...rest } = page;
      pages.push(rest);
      return;
    }
    if (page.resource !== undefined) resources.add(page.resource);
    pages.push(page);
  });
  return { pages, problems };
};
