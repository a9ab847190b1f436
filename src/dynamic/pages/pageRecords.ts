import { isPlainObject } from '../../core/isPlainObject';
import { wireId } from '../../core/ids';
import type { PageDefinition } from '../../api/pageDefinition';
import { ERR } from '../../api/codes';
import { HttpError } from '../../dataProvider/HttpError';
import type { ApiBody } from '../../dataProvider/httpClient';
import { listBody, listQueryParams, type RecordList, type RecordListQuery, readRecordList } from '../../dataProvider/recordList';
import { apiForType } from './pageApis';
import { callPageApi, PageCallError } from './pageCalls';

export type PageRecord = Record<string, unknown>;

/** The rows of a list answer (src/dataProvider/recordList.ts); an answer whose `data` is one record gives that record. */
export const rowsOf = (body: ApiBody): RecordList<PageRecord> => {
  const list = readRecordList(body);
  if (list) return list;
  const rows = isPlainObject(body.data) ? [body.data] : [];
  return { rows, count: rows.length };
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
  // A read that answers 404 found no record, as one answering no row: the screen says it was not found, so the
  // HTTP client raises no notice of its own (one message, not two).
  const body = await callPageApi(page, api, { ...call, handlesNotFound: true, signal }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === ERR.notFound) return null;
    throw error;
  });
  return body ? rowsOf(body).rows[0] ?? null : null;
};

/** One page of the list api, with the one list contract (GET: a query string; any other method: a JSON body). */
export const listPageRecords = async (page: PageDefinition, query: RecordListQuery, signal?: AbortSignal): Promise<RecordList<PageRecord>> => {
  const api = apiForType(page, 'list');
  if (!api) throw new PageCallError(`the page ${page.id} has no list api`);
  const call = api.method === 'GET' ? { params: listQueryParams(query) } : { body: listBody(query) };
  return rowsOf(await callPageApi(page, api, { ...call, signal }));
};
