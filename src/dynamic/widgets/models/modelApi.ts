import { NUMERIC_ID, wireId as toWireId } from '../../../core/ids';
import { isPlainObject } from '../../../core/isPlainObject';
import { httpClient } from '../../../dataProvider/httpClient';

/**
 * The list call of the model pickers (spec §7 "Model pickers"), which the server's generic record store serves:
 *
 * request  select      comma field list, e.g. 'id,name,code'
 *          sort        list of { field: 'asc' | 'desc' }, e.g. [{"id":"desc"}]
 *          queryInput  JSON string of filters: { "id": 12 } (numeric) and { "name": { "contains": "abc" } }
 *          limit       page size (10, spec §9)
 *          skip        rows skipped: page index × limit
 *   GET:   all five in the query string (URLSearchParams); `sort` as JSON text, `limit`/`skip` as digits.
 *   POST:  a JSON body { select, sort, queryInput, limit, skip }; `sort` as an array, `queryInput` still a string.
 *
 * answer   { data: rows[], count }            at the top level, or inside the envelope:
 *          { err, message, data: { data: rows[], count } }
 *          each row has `id` plus the selected fields; `count` is the total matching the filters
 *          (when missing, the number of rows received).
 */

export type ModelId = number | string;
export type ModelRow = Record<string, unknown> & { id?: ModelId };
export type SortOrder = 'asc' | 'desc';
export type ModelSort = Record<string, SortOrder>[];
export type ModelMethod = 'GET' | 'POST';

export const PICKER_PAGE_SIZE = 10;
export const DEFAULT_SORT: ModelSort = [{ id: 'desc' }];

export interface ModelListQuery {
  select: string;
  sort: ModelSort;
  filters: Record<string, unknown>;
  limit: number;
  skip: number;
}

export interface ModelPage {
  rows: ModelRow[];
  count: number;
}

export interface ModelApi {
  /** A relative path of this site, '/api/…'; anything else is refused (the call carries the session). */
  apiUrl: string;
  method?: ModelMethod;
}

export class ModelApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelApiError';
  }
}

/** Ids are numeric on the wire whenever they can be (spec §7): '12' → 12; other strings stay strings. */
export const wireId = (id: ModelId): ModelId => toWireId(id);

export const isModelId = (value: unknown): value is ModelId =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');

export const sameId = (a: ModelId, b: ModelId): boolean => String(a) === String(b);

/** The filter of the search box on one field: numeric `id`, `{contains}` for anything else. */
export const searchFilter = (field: string | undefined, text: string): Record<string, unknown> => {
  const trimmed = text.trim();
  if (!field || !trimmed) return {};
  if (field === 'id') return NUMERIC_ID.test(trimmed) ? { id: Number(trimmed) } : {};
  return { [field]: { contains: trimmed } };
};

export const isRelativeApiPath = (apiUrl: string): boolean =>
  apiUrl.startsWith('/') && !apiUrl.startsWith('//') && !apiUrl.includes('\\');

/** The five parameters as sent in a JSON body. */
export const listParams = (query: ModelListQuery) => ({
  select: query.select,
  sort: query.sort,
  queryInput: JSON.stringify(query.filters),
  limit: query.limit,
  skip: query.skip,
});

/** The GET address: the api path (its own query kept) plus the five parameters. */
export const listUrl = (apiUrl: string, query: ModelListQuery): string => {
  const params = listParams(query);
  const search = new URLSearchParams({
    select: params.select,
    sort: JSON.stringify(params.sort),
    queryInput: params.queryInput,
    limit: String(params.limit),
    skip: String(params.skip),
  });
  return `${apiUrl}${apiUrl.includes('?') ? '&' : '?'}${search.toString()}`;
};

/** Accepts `{ data: rows, count }` at the top level or inside the envelope's `data`. */
export const readModelPage = (body: unknown): ModelPage => {
  const holder = isPlainObject(body) && isPlainObject(body.data) && Array.isArray(body.data.data) ? body.data : body;
  if (!isPlainObject(holder) || !Array.isArray(holder.data)) throw new ModelApiError('The picker answer has no data list');
  const rows = holder.data.filter(isPlainObject) as ModelRow[];
  const count = typeof holder.count === 'number' && Number.isFinite(holder.count) ? holder.count : rows.length;
  return { rows, count };
};

/** Calls the page's named api with the list contract above; errors go through the HTTP client's catalogue. */
export const fetchModelPage = async (api: ModelApi, query: ModelListQuery, signal?: AbortSignal): Promise<ModelPage> => {
  if (!isRelativeApiPath(api.apiUrl)) throw new ModelApiError('The picker api must be a relative /api path');
  const method = api.method ?? 'POST';
  const body =
    method === 'GET'
      ? await httpClient(listUrl(api.apiUrl, query), { method, signal })
      : await httpClient(api.apiUrl, { method, body: listParams(query), signal });
  return readModelPage(body);
};

/** The name of one record (spec §7: name lookup by id uses select 'name'); null when there is no such record. */
export const fetchModelName = async (api: ModelApi, id: ModelId, signal?: AbortSignal): Promise<string | null> => {
  const { rows } = await fetchModelPage(api, { select: 'name', sort: [], filters: { id: wireId(id) }, limit: 1, skip: 0 }, signal);
  const name = rows[0]?.name;
  return name === undefined || name === null ? null : String(name);
};
