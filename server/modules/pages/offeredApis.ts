import type { ApiDefinition, DefinitionIssue } from '../../../src/api/pageDefinition';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** `/api/records/{model}/{id}` → a pattern matching `/api/records/partners/12`. */
const pathPattern = (template: string): RegExp =>
  new RegExp(`^${template.split(/\{[^/{}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);

/**
 * Whether the server offers the calls a page definition's `apis` name, read from the OpenAPI document (the one
 * description of every route): a definition naming a path or method the server does not have would only fail
 * when a user presses its button. The URL is taken as the page engine calls it (src/dynamic/pages/pageCalls.ts):
 * an update or delete api by PATCH or DELETE may be called with `/{id}` added.
 */
export const createOfferedApiCheck = (document: () => Json) => {
  let offered: Array<{ method: string; pattern: RegExp }> | undefined;
  const operations = () => (offered ??= Object.entries((document().paths ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => ({ method: method.toUpperCase(), pattern: pathPattern(path) }))));
  const offers = (method: string, path: string) => operations().some((operation) => operation.method === method && operation.pattern.test(path));

  return (apis: readonly ApiDefinition[]): DefinitionIssue[] => apis.flatMap((api, index) => {
    const path = api.url.replace(/\/$/, '') || '/';
    const byId = (api.method === 'PATCH' || api.method === 'DELETE') && (api.type === 'update' || api.type === 'delete');
    if (offers(api.method, path) || (byId && offers(api.method, `${path}/1`))) return [];
    return [{ path: `apis.${index}.url`, message: `the server offers no ${api.method} ${api.url} (see /api/openapi.json)` }];
  });
};

export type OfferedApiCheck = ReturnType<typeof createOfferedApiCheck>;
