import type { DefinitionIssue } from '../../../../src/api/pageDefinition';
import { validateDefinition } from '../../../../src/core/definition';

/**
 * A fake of the page definition calls at the network boundary (`fetch`), behaving as server/modules/pages does:
 * get-meta (list and ?page=), PUT validated into a new version (400 invalidPageDefinition with errors by path),
 * versions, one version, rollback. Every request is recorded with its query and body.
 */
export interface PageRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

interface StoredVersion {
  version: number;
  createdAt: string;
  createdBy: number | null;
  createdByName: string | null;
  restoredFrom: number | null;
  definition: Record<string, unknown>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { err: 200, message: 'ok', data });
const notFound = () => json(404, { err: 404, message: 'notFoundPage', data: null });
const refused = (errors: DefinitionIssue[], warnings: DefinitionIssue[]) => json(400, { err: 400, message: 'invalidPageDefinition', data: { errors, warnings } });

export const SEED_AT = '2024-05-01T08:30:00.000Z';
const USER_ID = 7;
const USER_NAME = 'Phạm Quốc Dũng';

export const fakePagesServer = (initial: readonly Record<string, unknown>[]) => {
  const pages = new Map<number, StoredVersion[]>();
  for (const definition of initial) {
    pages.set(Number(definition.id), [{ version: 1, createdAt: SEED_AT, createdBy: null, createdByName: null, restoredFrom: null, definition: { ...definition } }]);
  }
  const requests: PageRequest[] = [];
  let refusal: DefinitionIssue[] | null = null;
  const latest = (id: number) => pages.get(id)?.at(-1);
  const info = ({ definition: _definition, ...rest }: StoredVersion) => rest;

  const write = (id: number, input: Record<string, unknown>, restoredFrom: number | null) => {
    const result = validateDefinition(input.id === undefined ? { ...input, id } : input);
    if (!result.ok) return refused(result.errors, result.warnings);
    if (refusal) {
      const errors = refusal;
      refusal = null;
      return refused(errors, result.warnings);
    }
    const list = pages.get(id) ?? [];
    const version = (list.at(-1)?.version ?? 0) + 1;
    list.push({ version, createdAt: '2024-06-02T10:15:00.000Z', createdBy: USER_ID, createdByName: USER_NAME, restoredFrom, definition: result.definition as Record<string, unknown> });
    pages.set(id, list);
    return ok({ id, version, warnings: result.warnings });
  };

  const answer = (method: string, path: string, query: Record<string, string>, body: unknown): Response => {
    if (method === 'GET' && path === '/api/admin/get-meta') {
      if (query.page === undefined) return ok([...pages.keys()].sort((a, b) => a - b).map((id) => latest(id)?.definition));
      const found = latest(Number(query.page));
      return found ? ok(found.definition) : notFound();
    }
    const match = /^\/api\/admin\/pages\/([0-9]+)(\/versions(?:\/([0-9]+))?|\/rollback)?$/.exec(path);
    if (!match) return notFound();
    const id = Number(match[1]);
    const list = pages.get(id);
    if (method === 'PUT' && match[2] === undefined) return write(id, body as Record<string, unknown>, null);
    if (!list) return notFound();
    if (method === 'GET' && match[2] === '/versions') return ok([...list].reverse().map(info));
    if (method === 'GET' && match[3] !== undefined) {
      const found = list.find((one) => one.version === Number(match[3]));
      return found ? ok(found) : json(404, { err: 404, message: 'dataNotFound', data: null });
    }
    if (method === 'POST' && match[2] === '/rollback') {
      const version = Number((body as { version: unknown }).version);
      const found = list.find((one) => one.version === version);
      return found ? write(id, found.definition, version) : json(404, { err: 404, message: 'dataNotFound', data: null });
    }
    return notFound();
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const query = Object.fromEntries(url.searchParams.entries());
    requests.push({ method, path: url.pathname, query, body });
    return answer(method, url.pathname, query, body);
  });
  global.fetch = fetchMock as typeof fetch;

  return {
    requests,
    sent: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
    /** The next write passes the checks but is refused with these errors (as a resource taken by another page is). */
    refuseNextWrite: (errors: DefinitionIssue[]) => {
      refusal = errors;
    },
    versionsOf: (id: number) => pages.get(id)?.map((one) => one.version) ?? [],
  };
};
