import type { ApiDefinition, PageDefinition } from '../../api/pageDefinition';

export type ApiType = NonNullable<ApiDefinition['type']>;

export const findApi = (page: PageDefinition, name: string | undefined): ApiDefinition | undefined =>
  name === undefined ? undefined : page.apis.find((api) => api.name === name);

/**
 * The api a page uses for one kind of record call: the one the definition names (`read` for reading, `api` for
 * saving when its type fits), else the first api of that type; reading falls back on the list api (by id).
 */
export const apiForType = (page: PageDefinition, type: ApiType): ApiDefinition | undefined => {
  if (type === 'read') return findApi(page, page.read) ?? page.apis.find((api) => api.type === 'read') ?? apiForType(page, 'list');
  const named = findApi(page, page.api);
  if (named?.type === type) return named;
  return page.apis.find((api) => api.type === type);
};

/** The synthetic resource name of a page without one (reached only by /list?page and /form?page). */
export const resourceOf = (page: PageDefinition): string => page.resource ?? `page-${page.id}`;
