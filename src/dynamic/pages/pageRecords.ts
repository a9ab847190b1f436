import { isPlainObject } from '../../core/isPlainObject';
import type { PageDefinition } from '../../api/pageDefinition';
import type { ApiBody } from '../../dataProvider/httpClient';
import { wireId } from '../widgets/models/modelApi';
import { apiForType } from './pageApis';
import { callPageApi, PageCallError } from './pageCalls';

export type PageRecord = Record<string, unknown>;

/** The list contract of the record store (spec §7 model pickers): every parameter of a GET list call. */
export interface ListQuery {
  select?: string;
  sort?: Record<string, 'asc' | 'desc'>[];
  queryInput?: Record<string, unknown>;
  limit?: number;
  skip?: number;
}


/** `{ data: rows, count }` at the top level, or inside the envelope's `data`. */
export const rowsOf = (body: ApiBody): { rows: PageRecord[]; count: number } => {
  const holder = isPlainObject(body.data) && Array.isArray(body.data.data) ? body.data : body;
  const list = Array.isArray(holder.data) ? holder.data : isPlainObject(holder.data) ? [holder.data] : [];
  const rows = list.filter(isPlainObject);
  const count = typeof holder.count === 'number' && Number.isFinite(holder.count) ? holder.count : rows.length;
  return { rows, count };
};

/** What identifies the record a form reads: its id, else a voucher key (spec §7 "Read action"). */
export interface RecordKey {
  id?: string | number | null;
  voucher?: string | null;
}

export const recordQueryInput = (key: RecordKey): Record<string, unknown> | null => {
  if (key.id !== undefined && key.id !== null && key.id !== '') return { id: wireId(key.id) };
  if (key.voucher) return { voucher: key.voucher };
  return null;
};

/** Spec §7 "Read action": `queryInput` is the JSON of {id} or {voucher}; the answer's data is a list, the first row is used. */
export const readPageRecord = async (page: PageDefinition, key: RecordKey, signal?: AbortSignal): Promise<PageRecord | null> => {
  const api = apiForType(page, 'read');
  const queryInput = recordQueryInput(key);
  if (!api) throw new PageCallError(`the page ${page.id} has no read api`);
  if (!queryInput) return null;
  const call = api.method === 'GET' ? { params: { queryInput } } : { body: { queryInput: JSON.stringify(queryInput) } };
  const body = await callPageApi(page, api, { ...call, signal });
  return rowsOf(body).rows[0] ?? null;
};

/** One page of the list api. */
export const listPageRecords = async (page: PageDefinition, query: ListQuery, signal?: AbortSignal) => {
  const api = apiForType(page, 'list');
  if (!api) throw new PageCallError(`the page ${page.id} has no list api`);
  const params = { ...query, ...(query.queryInput ? { queryInput: query.queryInput } : {}) };
  const call = api.method === 'GET' ? { params } : { body: { ...params, queryInput: JSON.stringify(query.queryInput ?? {}) } };
  return rowsOf(await callPageApi(page, api, { ...call, signal }));
};
