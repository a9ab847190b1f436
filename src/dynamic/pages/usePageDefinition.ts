import { useEffect, useState } from 'react';
import { type DefinitionIssue, type PageDefinition, isReservedResource } from '../../api/pageDefinition';
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
const admit = (registry: PageRegistry, page: PageDefinition): PageDefinition => {
  const taken = page.resource !== undefined && (isReservedResource(page.resource) || registry.byResource(page.resource) !== undefined);
  if (!taken) return page;
  const { resource: _dropped, ...rest } = page;
  return rest;
};

/**
 * The definition of one page: from the list when it is there, else fetched by id (get-meta?page=), validated,
 * and kept in the registry. A missing or forbidden page is 'notFound'; an invalid one carries its errors.
 */
export const usePageDefinition = (idValue: unknown): PageLookup => {
  const registry = usePageRegistry();
  const { status: listStatus, problems } = usePagesState();
  const id = parsePageId(idValue);
  const known = id === null ? undefined : registry.byId(id);
  const problem = id === null ? undefined : problems.find((one) => one.id === String(id) && !one.usable);
  const [fetched, setFetched] = useState<{ id: number; lookup: PageLookup } | null>(null);
  const needsFetch = id !== null && !known && !problem && listStatus !== 'loading';

  useEffect(() => {
    if (!needsFetch || id === null) return undefined;
    const controller = new AbortController();
    fetchDefinition(id, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (!answer.found) return setFetched({ id, lookup: { status: 'notFound' } });
        const checked = checkDefinition(answer.raw);
        if ('problem' in checked) return setFetched({ id, lookup: { status: 'invalid', errors: checked.problem.errors } });
        registry.addPage(admit(registry, checked.page));
        setFetched(null);
      },
      () => {
        if (!controller.signal.aborted) setFetched({ id, lookup: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [needsFetch, id, registry]);

  if (id === null) return { status: 'notFound' };
  if (known) return { status: 'ready', page: known };
  if (problem) return { status: 'invalid', errors: problem.errors };
  if (fetched?.id === id) return fetched.lookup;
  return { status: 'loading' };
};
