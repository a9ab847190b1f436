import type { ApiDefinition, PageDefinition } from '../../api/pageDefinition';
import { isApiPath } from '../../core/apiPath';
import { isSafeRecordId } from '../../core/ids';
import { type ApiBody, httpClient } from '../../dataProvider/httpClient';

/**
 * Spec §7 "Generic page calls", the one place that turns a page's named api into a request:
 * - GET: the query carries `page`, `api` and the parameters (objects as JSON text);
 * - PATCH and DELETE of an update or delete api with an id: the path gets `/{id}`, the query `page` and `api`;
 *   an id that is not a safe record id (src/core/ids.ts) is refused with a PageCallError, nothing is sent;
 * - any other call: `page` and `api` in the query, and the body is sent.
 * Only the definition's own relative `/api/…` paths are called (src/core/apiPath.ts: the schema allows nothing
 * else; checked again).
 */
export interface PageCall {
  id?: string | number | null;
  /** Query parameters of a GET. */
  params?: Readonly<Record<string, unknown>>;
  /** The JSON body of any other method. */
  body?: unknown;
  quiet?: boolean;
  /** The screen says a 404 in place (RequestOptions.handlesNotFound). */
  handlesNotFound?: boolean;
  signal?: AbortSignal;
}

export interface PageRequest {
  path: string;
  method: ApiDefinition['method'];
  body?: unknown;
}

const paramText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

export class PageCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageCallError';
  }
}

export const pageRequest = (page: PageDefinition, api: ApiDefinition, call: PageCall = {}): PageRequest => {
  if (!isApiPath(api.url)) {
    throw new PageCallError(`the api ${api.name} has no relative /api path`);
  }
  const query = new URLSearchParams({ page: String(page.id), api: api.name });
  const hasId = call.id !== undefined && call.id !== null && call.id !== '';
  const byId = hasId && (api.method === 'PATCH' || api.method === 'DELETE') && (api.type === 'update' || api.type === 'delete');
  if (byId && !isSafeRecordId(call.id)) throw new PageCallError(`the record id ${JSON.stringify(String(call.id).slice(0, 64))} cannot be used in a path`);
  const base = byId ? `${api.url.replace(/\/$/, '')}/${encodeURIComponent(String(call.id))}` : api.url;
  if (api.method === 'GET') {
    for (const [name, value] of Object.entries(call.params ?? {})) {
      if (value !== undefined && name !== 'page' && name !== 'api') query.set(name, paramText(value));
    }
    return { path: `${base}?${query.toString()}`, method: api.method };
  }
  const body = api.method === 'DELETE' && byId ? undefined : call.body;
  return { path: `${base}?${query.toString()}`, method: api.method, ...(body === undefined ? {} : { body }) };
};

/** Calls a page's api through the HTTP client (so the error catalogue applies); a refused call is a rejection. */
export const callPageApi = async (page: PageDefinition, api: ApiDefinition, call: PageCall = {}): Promise<ApiBody> => {
  const request = pageRequest(page, api, call);
  return httpClient(request.path, { method: request.method, body: request.body, quiet: call.quiet, handlesNotFound: call.handlesNotFound, signal: call.signal });
};
