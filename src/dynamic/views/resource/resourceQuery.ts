import type { Mode, PageDefinition } from '../../../api/pageDefinition';

/** What `@param@` reads on a resource screen: the same names as on /form (page, mode, id). */
export const resourceQuery = (page: PageDefinition, mode: Mode, id?: unknown) => {
  const query = new URLSearchParams({ page: String(page.id), mode });
  if (typeof id === 'string' || typeof id === 'number') query.set('id', String(id));
  return query;
};
