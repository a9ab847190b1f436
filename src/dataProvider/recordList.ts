import type { RecordSort } from '../api/records';
import { isApiPath } from '../core/apiPath';
import { isPlainObject } from '../core/isPlainObject';

/**
 * The one list contract of every record list (spec §7 "Model pickers", CONTRACT.md), spoken by the model pickers
 * and the page engine's lists alike:
 *
 * request  select      comma field list, e.g. 'id,name,code'
 *          sort        list of { field: 'asc' | 'desc' }, e.g. [{"id":"desc"}]
 *          queryInput  JSON text of the filters: { "id": 12 } (numeric, src/core/ids.ts wireId) and
 *                      { "name": { "contains": "abc" } }, { "in": [...] }, { "gte", "lte" }
 *          limit       page size
 *          skip        rows skipped: page index × limit
 *   GET:   all five in the query string; `sort` and `queryInput` as JSON text, `limit` and `skip` as digits.
 *   POST:  a JSON body { select, sort, queryInput, limit, skip }; `sort` an array, `queryInput` still JSON text.
 *
 * answer   { data: rows[], count } at the top level, or inside the envelope: { err, message, data: { data, count } };
 *          `count` is the total matching the filters (when missing, the number of rows received); with
 *          `countIsLowerBound: true` it is only a lower bound (the server stopped counting), with
 *          `countIsEstimate: true` the database's estimate of a large match.
 *
 * Pure: it builds requests and reads answers; the callers send them through the HTTP client.
 */

export type ListMethod = 'GET' | 'POST';

export interface RecordListQuery {
  select: string;
  sort: RecordSort;
  /** Sent as the JSON text `queryInput`. */
  filters: Record<string, unknown>;
  limit: number;
  skip: number;
}

export interface RecordList<Row extends object = Record<string, unknown>> {
  rows: Row[];
  count: number;
  /** The answer said `countIsLowerBound`: there are more than `count` rows (large lists stop counting at a bound). */
  countIsLowerBound?: boolean;
  /** The answer said `countIsEstimate`: `count` is the database's estimate of a large match. */
  countIsEstimate?: boolean;
}

export interface ListRequest {
  path: string;
  method: ListMethod;
  body?: ReturnType<typeof listBody>;
}

export class RecordListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordListError';
  }
}

/** The five parameters as a JSON body. */
export const listBody = (query: RecordListQuery) => ({
  select: query.select,
  sort: query.sort,
  queryInput: JSON.stringify(query.filters),
  limit: query.limit,
  skip: query.skip,
});

/** The five parameters as query-string values. */
export const listQueryParams = (query: RecordListQuery): Record<string, string> => ({
  select: query.select,
  sort: JSON.stringify(query.sort),
  queryInput: JSON.stringify(query.filters),
  limit: String(query.limit),
  skip: String(query.skip),
});

/**
 * The list call to `path` (an api path, its own query kept): GET with the parameters in the query string, POST
 * with them as the body. A path that is not a relative `/api/...` one is refused: the call carries the session.
 */
export const listRequest = (path: string, method: ListMethod, query: RecordListQuery): ListRequest => {
  const [pathOnly] = path.split('?', 1);
  if (!isApiPath(pathOnly)) throw new RecordListError(`the list api ${JSON.stringify(path.slice(0, 100))} is not a relative /api path`);
  if (method === 'POST') return { path, method, body: listBody(query) };
  return { path: `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(listQueryParams(query)).toString()}`, method };
};

/** The rows and count of a list answer, top level or inside the envelope's `data`; null when it carries no list. */
export const readRecordList = (body: unknown): RecordList | null => {
  const holder = isPlainObject(body) && isPlainObject(body.data) && Array.isArray(body.data.data) ? body.data : body;
  if (!isPlainObject(holder) || !Array.isArray(holder.data)) return null;
  const rows = holder.data.filter(isPlainObject);
  const count = typeof holder.count === 'number' && Number.isFinite(holder.count) ? holder.count : rows.length;
  if (holder.countIsLowerBound === true) return { rows, count, countIsLowerBound: true };
  return holder.countIsEstimate === true ? { rows, count, countIsEstimate: true } : { rows, count };
};
