/**
 * A fake of a page's named api serving the model-picker list contract, at the network boundary (`fetch`):
 * it records the parameters exactly as sent (query string for GET, JSON body otherwise) and answers from rows.
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
}

const matches = (row: Row, filters: Record<string, unknown>) =>
  Object.entries(filters).every(([field, filter]) => {
    if (field === 'id') return row.id === filter;
    const contains = (filter as { contains?: string }).contains ?? '';
    return String(row[field] ?? '').toLowerCase().includes(contains.toLowerCase());
  });

export const fakeModelApi = (rows: Row[], options: FakeOptions = {}) => {
  const path = options.path ?? '/api/customers/list';
  const calls: ListCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const params: Record<string, unknown> =
      method === 'GET' ? Object.fromEntries(url.searchParams.entries()) : (JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    calls.push({ method, path: url.pathname, params });
    if (options.failWith) return new Response(JSON.stringify({ err: options.failWith, message: 'failed' }), { status: options.failWith });
    if (url.pathname !== path) return new Response(JSON.stringify({ err: 404, message: 'dataNotFound' }), { status: 404 });
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
    const body = options.shape === 'plain' ? list : { err: 200, message: 'ok', data: list };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fetchMock as typeof fetch;
  return { calls, listCalls: () => calls.filter((call) => call.params.select !== 'name'), nameCalls: () => calls.filter((call) => call.params.select === 'name') };
};

/** 25 customers: ids 1…25, names 'Customer 01'…, with a few distinct ones for searching. */
export const customers = (): Row[] =>
  Array.from({ length: 25 }, (_, index) => {
    const id = index + 1;
    const special: Record<number, string> = { 3: 'Alice Nguyen', 7: 'Grace Tran', 12: 'Alina Pham' };
    return { id, name: special[id] ?? `Customer ${String(id).padStart(2, '0')}`, code: `C${id}` };
  });
