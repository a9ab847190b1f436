/**
 * A fake of the API the page engine talks to, at the network boundary (`fetch`): page definitions by id
 * (GET /api/admin/get-meta?page=), the generic record store (/api/records/<model>[/<id>], spec §7 list contract)
 * and any other route a test adds with `on`. Every request is recorded with its query and JSON body.
 */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: SentRequest) => Answer | Promise<Answer>;

export type Row = Record<string, unknown> & { id: number };

interface Definition {
  id: number | string;
}

const notFound: Answer = { status: 404, body: { err: 404, message: 'dataNotFound', data: null } };
const ok = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({ body: { err: 200, message: 'ok', data, ...extra } });

const matches = (row: Row, filters: Record<string, unknown>) =>
  Object.entries(filters).every(([field, filter]) => {
    const value = row[field];
    if (filter !== null && typeof filter === 'object' && 'contains' in filter) {
      return String(value ?? '').toLowerCase().includes(String((filter as { contains: unknown }).contains).toLowerCase());
    }
    if (filter !== null && typeof filter === 'object' && 'in' in filter) return (filter as { in: unknown[] }).in.includes(value);
    return value === filter;
  });

export const pageServer = (definitions: readonly Definition[], records: Record<string, Row[]> = {}) => {
  const requests: SentRequest[] = [];
  const handlers = new Map<string, Handler>();
  const store = new Map(Object.entries(records).map(([model, rows]) => [model, rows.map((row) => ({ ...row }))]));
  let nextId = 1000;

  const answerRecords = (sent: SentRequest): Answer => {
    const [, , , model, id] = sent.path.split('/');
    const rows = store.get(model) ?? [];
    store.set(model, rows);
    const byId = (text: string) => rows.find((row) => String(row.id) === text);
    switch (sent.method) {
      case 'GET': {
        if (id !== undefined) return byId(id) ? ok(byId(id)) : notFound;
        const filters = JSON.parse(sent.query.queryInput ?? '{}') as Record<string, unknown>;
        const found = rows.filter((row) => matches(row, filters));
        const skip = Number(sent.query.skip ?? 0);
        const limit = Number(sent.query.limit ?? found.length);
        return ok(found.slice(skip, skip + limit), { count: found.length });
      }
      case 'POST': {
        const row = { ...(sent.body as Record<string, unknown>), id: (nextId += 1) };
        rows.push(row);
        return ok(row);
      }
      case 'PATCH': {
        const row = id === undefined ? undefined : byId(id);
        if (!row) return notFound;
        Object.assign(row, sent.body as Record<string, unknown>);
        return ok(row);
      }
      case 'DELETE': {
        const index = rows.findIndex((row) => String(row.id) === id);
        if (index < 0) return notFound;
        return ok(rows.splice(index, 1)[0]);
      }
      default:
        return notFound;
    }
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const sent: SentRequest = { method, path: decodeURIComponent(url.pathname), query: Object.fromEntries(url.searchParams), body, headers };
    requests.push(sent);
    const handler = handlers.get(`${method} ${url.pathname}`);
    let answer: Answer;
    if (handler) answer = await handler(sent);
    else if (url.pathname === '/api/admin/get-meta') {
      const page = definitions.find((one) => String(one.id) === sent.query.page);
      answer = page ? ok(page) : notFound;
    } else if (url.pathname.startsWith('/api/records/')) answer = answerRecords(sent);
    else answer = notFound;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  global.fetch = fetchMock as typeof fetch;

  return {
    requests,
    fetchMock,
    /** Answers `METHOD /path` (the path without its query) with `handler` from now on. */
    on: (route: string, handler: Handler) => handlers.set(route, handler),
    /** The requests sent to `METHOD /path`. */
    sent: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
    rows: (model: string) => store.get(model) ?? [],
  };
};
