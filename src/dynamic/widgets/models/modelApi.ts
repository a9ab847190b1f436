import type { RecordSort } from '../../../api/records';
import { NUMERIC_ID, wireId } from '../../../core/ids';
import { httpClient } from '../../../dataProvider/httpClient';
import { type ListMethod, listRequest, type RecordList, RecordListError, type RecordListQuery, readRecordList } from '../../../dataProvider/recordList';

/**
 * The model pickers' calls (spec §7 "Model pickers"): the page's named api with the one list contract of
 * src/dataProvider/recordList.ts. Each row has `id` plus the selected fields.
 */

export type ModelId = number | string;
export type ModelRow = Record<string, unknown> & { id?: ModelId };
export type ModelPage = RecordList<ModelRow>;

export const PICKER_PAGE_SIZE = 10;
export const DEFAULT_SORT: RecordSort = [{ id: 'desc' }];

export interface ModelApi {
  /** A relative path of this site, '/api/…' (its own query kept); anything else is refused (the call carries the session). */
  apiUrl: string;
  method?: ListMethod;
}

export const isModelId = (value: unknown): value is ModelId =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');

/**
 * The ids a list field holds. One id alone is read as a list of one: a record saved while its definition made
 * the field a SingleModel still shows (and saves) what it holds.
 */
export const idsOfValue = (value: unknown): ModelId[] => {
  if (Array.isArray(value)) return value.filter(isModelId);
  return isModelId(value) ? [value] : [];
};

export const sameId = (a: ModelId, b: ModelId): boolean => String(a) === String(b);

/** The filter of the search box on one field: numeric `id`, `{contains}` for anything else. */
export const searchFilter = (field: string | undefined, text: string): Record<string, unknown> => {
  const trimmed = text.trim();
  if (!field || !trimmed) return {};
  if (field === 'id') return NUMERIC_ID.test(trimmed) ? { id: Number(trimmed) } : {};
  return { [field]: { contains: trimmed } };
};

/** One record by id, with the numeric `id` filter. */
export const byIdQuery = (select: string, id: ModelId): RecordListQuery => ({ select, sort: [], filters: { id: wireId(id) }, limit: 1, skip: 0 });

/** Calls the page's named api with the list contract; errors go through the HTTP client's catalogue. POST unless told. */
export const fetchModelPage = async (api: ModelApi, query: RecordListQuery, signal?: AbortSignal): Promise<ModelPage> => {
  const request = listRequest(api.apiUrl, api.method ?? 'POST', query);
  const page = readRecordList(await httpClient(request.path, { method: request.method, body: request.body, signal }));
  if (!page) throw new RecordListError('The picker answer has no data list');
  return page as ModelPage;
};

/** The name of one record (spec §7: name lookup by id uses select 'name'); null when there is no such record. */
export const fetchModelName = async (api: ModelApi, id: ModelId, signal?: AbortSignal): Promise<string | null> => {
  const { rows } = await fetchModelPage(api, byIdQuery('name', id), signal);
  const name = rows[0]?.name;
  return name === undefined || name === null ? null : String(name);
};
