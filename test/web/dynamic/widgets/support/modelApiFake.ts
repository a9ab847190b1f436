import { type Answer, mockApi, type SentRequest } from '../../../support/api';

/**
 * A fake of a page's named api serving the model-picker list contract, on test/web/support/api.ts: it gives the
 * parameters exactly as sent (query string for GET, JSON body otherwise) and answers from rows.
 */
export interface ListCall {
  method: string;
  path: string;
  /** The five parameters as they arrived: strings from a query string, JSON values from a body. */
  params: Record<string, unknown>;
}

type Row = Record<string, unknown> & { id: number };

export interface FakeOptions {
  path?: string;
  /** 'envelope': { err, message, data: { data, count } }; 'plain': { data, count }. */
  shape?: 'envelope' | 'plain';
  /** Answer every call with this HTTP status and an error body. */
  failWith?: number;
  /** Name lookups (`select=name`) answer once this has settled: a name on its way. */
  namesAfter?: Promise<unknown>;
}

const matches = (row: Row, filters: Record<string, unknown>) =>
  Object.entries(filters).every(([field, filter]) => {
    if (field === 'id') return row.id === filter;
    const contains = (filter as { contains?: string }).contains ?? '';
    return String(row[field] ?? '').toLowerCase().includes(contains.toLowerCase());
  });

const paramsOf = (request: SentRequest): Record<string, unknown> =>
  request.method === 'GET' ? request.query : ((request.body ?? {}) as Record<string, unknown>);

export const fakeModelApi = (rows: Row[], options: FakeOptions = {}) => {
  const path = options.path ?? '/api/customers/list';
  const answer = (request: SentRequest): Answer => {
    if (options.failWith) return { status: options.failWith, body: { err: options.failWith, message: 'failed' } };
    const params = paramsOf(request);
    const filters = JSON.parse(String(params.queryInput)) as Record<string, unknown>;
    const sort = (typeof params.sort === 'string' ? JSON.parse(params.sort) : params.sort) as Record<string, 'asc' | 'desc'>[];
    const found = rows.filter((row) => matches(row, filters));
    for (const order of [...sort].reverse()) {
      const [field, direction] = Object.entries(order)[0];
      const compare = (a: unknown, b: unknown) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));
      found.sort((a, b) => compare(a[field], b[field]) * (direction === 'asc' ? 1 : -1));
    }
    const skip = Number(params.skip);
    const limit = Number(params.limit);
    const fields = String(params.select).split(',');
    const page = found.slice(skip, skip + limit).map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));
    const list = { data: page, count: found.length };
    return { body: options.shape === 'plain' ? list : { err: 200, message: 'ok', data: list } };
  };
  const reply = (request: SentRequest): Answer | Promise<Answer> =>
    options.namesAfter && paramsOf(request).select === 'name' ? options.namesAfter.then(() => answer(request)) : answer(request);
  const api = options.failWith ? mockApi({}, reply) : mockApi({ [`GET ${path}`]: reply, [`POST ${path}`]: reply });
  const calls = (): ListCall[] => api.requests.map((request) => ({ method: request.method, path: request.path, params: paramsOf(request) }));
  return {
    calls,
    listCalls: () => calls().filter((call) => call.params.select !== 'name'),
    nameCalls: () => calls().filter((call) => call.params.select === 'name'),
  };
};

/** 25 customers: ids 1…25, names 'Customer 01'…, with a few distinct ones for searching. */
export const customers = (): Row[] =>
  Array.from({ length: 25 }, (_, index) => {
    const id = index + 1;
    const special: Record<number, string> = { 3: 'Alice Nguyen', 7: 'Grace Tran', 12: 'Alina Pham' };
    return { id, name: special[id] ?? `Customer ${String(id).padStart(2, '0')}`, code: `C${id}` };
  });
