import { type DataProvider, HttpError as RaHttpError, type Identifier, type RaRecord } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { type ApiType, apiForType, callPageApi, listPageRecords, type PageRecord, PageCallError, readPageRecord, rowsOf } from '../pages';
import { isSafeRecordId } from '../../core/ids';
import { BulkDeleteRefused, refusalOf } from './bulkDeleteRefused';
import { listQueryOf } from './listQuery';
import { serverFieldErrors } from './serverFieldErrors';

type Lookup = (resource: string) => PageDefinition | undefined;

const isId = (value: unknown): value is Identifier => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');

const withIds = (rows: PageRecord[]): RaRecord[] => rows.filter((row): row is RaRecord => isId(row.id));

const pageOf = (lookup: Lookup, resource: string): PageDefinition => {
  const page = lookup(resource);
  if (!page) throw new PageCallError(`no page definition for the resource ${resource}`);
  return page;
};

const apiOf = (page: PageDefinition, type: ApiType) => {
  const api = apiForType(page, type);
  if (!api) throw new PageCallError(`the page ${page.id} has no ${type} api`);
  return api;
};

/** A 400 that names fields becomes react-admin's HttpError with `body.errors`, which forms show under each field. */
const rethrow = (error: unknown): never => {
  const errors = serverFieldErrors(error);
  if (errors) throw new RaHttpError(error instanceof Error ? error.message : 'invalidParam', 400, { errors });
  throw error;
};

const recordOf = (data: unknown, fallback: Record<string, unknown>): RaRecord => {
  const record = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { ...fallback, ...record, id: isId(record.id) ? record.id : (fallback.id as Identifier) };
};

/**
 * react-admin's data calls for resources made from page definitions, mapped onto each definition's apis by type
 * (spec §7 "Generic page calls"): getList → list; getOne → read with queryInput {id}; getMany → list with
 * {id: {in}}; create → POST; update → PATCH /{id}; delete → DELETE /{id}.
 */
/** An id that would go into a request path must be a safe record id ('..' would change the path): else no call. */
const pathId = (id: Identifier): Identifier => {
  if (!isSafeRecordId(id)) throw new PageCallError(`the record id ${JSON.stringify(String(id).slice(0, 64))} cannot be used in a path`);
  return id;
};

export const createPageDataProvider = (lookup: Lookup): DataProvider => {
  const update = async (resource: string, id: Identifier, data: unknown, previousData?: RaRecord) => {
    pathId(id);
    const page = pageOf(lookup, resource);
    const body = await callPageApi(page, apiOf(page, 'update'), { id, body: data }).catch(rethrow);
    return recordOf(body.data, { ...previousData, ...(data as object), id });
  };
  /** `quiet`: the caller reports the failure (a bulk delete names each refused record). */
  const remove = async (resource: string, id: Identifier, previousData?: RaRecord, quiet = false) => {
    pathId(id);
    const page = pageOf(lookup, resource);
    await callPageApi(page, apiOf(page, 'delete'), { id, quiet });
    return previousData ?? { id };
  };
  return {
    getList: async (resource, params) => {
      const page = pageOf(lookup, resource);
      const { rows, count } = await listPageRecords(page, listQueryOf(page, params), params.signal);
      return { data: withIds(rows), total: count };
    },
    getOne: async (resource, params) => {
      const record = await readPageRecord(pageOf(lookup, resource), { id: params.id }, params.signal);
      if (!record) throw new RaHttpError('app.http.dataNotFound', 404);
      return { data: recordOf(record, { id: params.id }) };
    },
    getMany: async (resource, params) => {
      const page = pageOf(lookup, resource);
      const query = { ...listQueryOf(page, {}), filters: { id: { in: params.ids } }, limit: params.ids.length, skip: 0 };
      return { data: withIds((await listPageRecords(page, query, params.signal)).rows) };
    },
    getManyReference: async (resource, params) => {
      const page = pageOf(lookup, resource);
      const query = listQueryOf(page, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      const { rows, count } = await listPageRecords(page, query, params.signal);
      return { data: withIds(rows), total: count };
    },
    create: async (resource, params) => {
      const page = pageOf(lookup, resource);
      const body = await callPageApi(page, apiOf(page, 'create'), { body: params.data }).catch(rethrow);
      const created = rowsOf(body).rows[0] ?? {};
      return { data: recordOf(created, { ...params.data }) };
    },
    update: async (resource, params) => ({ data: await update(resource, params.id, params.data, params.previousData) }),
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    delete: async (resource, params) => ({ data: await remove(resource, params.id, params.previousData) }),
    deleteMany: async (resource, params) => {
      // Every record that can go goes; the ones refused (still in use) stay, each with its own reason.
      const results = await Promise.allSettled(params.ids.map((id) => remove(resource, id, undefined, true)));
      // A call that could not be made (an id unfit for a path) is no refusal of the server's: it is the answer.
      const unmade = results.find((result): result is PromiseRejectedResult => result.status === 'rejected' && result.reason instanceof PageCallError);
      if (unmade) throw unmade.reason;
      const refused = results.flatMap((result, index) => (result.status === 'rejected' ? [refusalOf(params.ids[index], result.reason)] : []));
      if (refused.length) throw new BulkDeleteRefused(params.ids.filter((_id, index) => results[index].status === 'fulfilled'), refused);
      return { data: params.ids };
    },
  } as DataProvider;
};
