import { useQuery } from '@tanstack/react-query';
import { type DefinitionIssue, type PageDefinition, type PageDefinitionSource, isReservedResource } from '../../api/pageDefinition';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { checkDefinition } from './checkDefinitions';
import { fetchDefinition } from './fetchDefinitions';
import { usePagesState, usePageRegistry } from './PageDefinitionsProvider';
import type { PageRegistry } from './pageRegistry';

export type PageLookup =
  | { status: 'loading' }
  | { status: 'ready'; page: PageDefinition }
  | { status: 'notFound' }
  | { status: 'invalid'; errors: readonly DefinitionIssue[] }
  | { status: 'failed' };

/** A page id of a route or a definition: a positive whole number, else null. */
export const parsePageId = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
};

/** A page loaded by id keeps its resource only when no screen and no listed page uses that name. */
const admit = (registry: PageRegistry, page: PageDefinitionSource): PageDefinitionSource => {
  const taken = page.resource !== undefined && (isReservedResource(page.resource) || registry.byResource(page.resource) !== undefined);
  if (!taken) return page;
  const { resource: _dropped, ...rest } = page;
  return rest;
};

/** A page fetched by id (get-meta?page=), validated; a valid one is kept in the registry. */
const fetchPageLookup = async (registry: PageRegistry, id: number, signal: AbortSignal): Promise<PageLookup> => {
  const answer = await fetchDefinition(id, signal);
  if (!answer.found) return { status: 'notFound' };
  const checked = checkDefinition(answer.raw);
  if ('problem' in checked) return { status: 'invalid', errors: checked.problem.errors };
  return { status: 'ready', page: registry.addPage(admit(registry, checked.page)) };
};

/**
 * The definition of one page: from the list when it is there, else fetched by id, validated, and kept in the
 * registry. A missing or forbidden page is 'notFound'; an invalid one carries its errors.
 */
export const usePageDefinition = (idValue: unknown): PageLookup => {
  const registry = usePageRegistry();
  const { status: listStatus, problems } = usePagesState();
  const id = parsePageId(idValue);
  const known = id === null ? undefined : registry.byId(id);
  const problem = id === null ? undefined : problems.find((one) => one.id === String(id) && !one.usable);
  const needsFetch = id !== null && !known && !problem && listStatus !== 'loading';
  const fetched = useQuery({
    queryKey: queryKeys.pageDefinition(id ?? 0),
    queryFn: ({ signal }) => fetchPageLookup(registry, id ?? 0, signal),
    enabled: needsFetch,
    ...LOAD_ONCE,
  });

  if (id === null) return { status: 'notFound' };
  if (known) return { status: 'ready', page: known };
  if (problem) return { status: 'invalid', errors: problem.errors };
  // A cached 'notFound' or failure is not shown while it is asked again: the page may exist by now.
  if (!needsFetch || fetched.isPending || fetched.isFetching) return { status: 'loading' };
  return fetched.isError ? { status: 'failed' } : fetched.data;
};
