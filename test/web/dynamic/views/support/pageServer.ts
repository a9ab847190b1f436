import { type Answer, mockApi, notFound, ok, type SentRequest } from '../../../support/api';

export type Row = Record<string, unknown> & { id: number };

interface Definition {
  id: number | string;
}

const matches = (row: Row, filters: Record<string, unknown>) =>
  Object.entries(filters).every(([field, filter]) => {
    const value = row[field];
    if (filter !== null && typeof filter === 'object' && 'contains' in filter) {
      return String(value ?? '').toLowerCase().includes(String((filter as { contains: unknown }).contains).toLowerCase());
    }
    if (filter !== null && typeof filter === 'object' && 'in' in filter) return (filter as { in: unknown[] }).in.includes(value);
    return value === filter;
  });

/**
 * A fake of the API the page engine talks to, at the network boundary (`fetch`): page definitions by id
 * (GET /api/admin/get-meta?page=), the generic record store (/api/records/<model>[/<id>], spec §7 list contract)
 * and any other route a test adds with `on` (test/web/support/api.ts records every request).
 */
export const pageServer = (definitions: readonly Definition[], records: Record<string, Row[]> = {}) => {
  const store = new Map(Object.entries(records).map(([model, rows]) => [model, rows.map((row) => ({ ...row }))]));
  let nextId = 1000;

  const answerRecords = (sent: SentRequest): Answer => {
    const [, , , model, id] = sent.path.split('/');
    const rows = store.get(model) ?? [];
    store.set(model, rows);
    const byId = (text: string) => rows.find((row) => String(row.id) === text);
    switch (sent.method) {
      case 'GET': {
        if (id !== undefined) return byId(id) ? ok(byId(id)) : notFound();
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
        if (!row) return notFound();
        Object.assign(row, sent.body as Record<string, unknown>);
        return ok(row);
      }
      case 'DELETE': {
        const index = rows.findIndex((row) => String(row.id) === id);
        if (index < 0) return notFound();
        return ok(rows.splice(index, 1)[0]);
      }
      default:
        return notFound();
    }
  };

  const api = mockApi({}, (sent) => {
    if (sent.path === '/api/admin/get-meta') {
      const page = definitions.find((one) => String(one.id) === sent.query.page);
      return page ? ok(page) : notFound();
    }
    return sent.path.startsWith('/api/records/') ? answerRecords(sent) : notFound();
  });

  return { ...api, rows: (model: string) => store.get(model) ?? [] };
};
