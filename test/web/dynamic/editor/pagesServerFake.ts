import { isDeepStrictEqual } from 'node:util';
import type { DefinitionIssue } from '../../../../src/api/pageDefinition';
import { validateDefinition } from '../../../../src/core/definition';
import { type Answer, mockApi, notFound, ok, type SentRequest } from '../../support/api';

/**
 * A fake of the page definition calls at the network boundary (`fetch`), behaving as server/modules/pages does:
 * get-meta (list and ?page=), PUT validated into a new version (400 invalidPageDefinition with errors by path),
 * versions, one version, rollback (test/web/support/api.ts records every request).
 */

interface StoredVersion {
  version: number;
  createdAt: string;
  createdBy: number | null;
  createdByName: string | null;
  restoredFrom: number | null;
  definition: Record<string, unknown>;
}

const refused = (errors: DefinitionIssue[], warnings: DefinitionIssue[]): Answer => ({ status: 400, body: { err: 400, message: 'invalidPageDefinition', data: { errors, warnings } } });

export const SEED_AT = '2024-05-01T08:30:00.000Z';
const USER_ID = 7;
const USER_NAME = 'Phạm Quốc Dũng';

export const fakePagesServer = (initial: readonly Record<string, unknown>[]) => {
  const pages = new Map<number, StoredVersion[]>();
  for (const definition of initial) {
    // Stored as the server stores a seed: as validated (defaults filled), so that a rollback to it equals it.
    const checked = validateDefinition(definition);
    const stored = checked.ok ? (checked.definition as Record<string, unknown>) : { ...definition };
    pages.set(Number(definition.id), [{ version: 1, createdAt: SEED_AT, createdBy: null, createdByName: null, restoredFrom: null, definition: stored }]);
  }
  let refusal: DefinitionIssue[] | null = null;
  let beforeVersionRead: (() => void) | null = null;
  let forbidden = false;
  const latest = (id: number) => pages.get(id)?.at(-1);
  /** A version as the list answers it: without its definition, and whether that is the page's current one. */
const infoIn = (list: readonly StoredVersion[]) => ({ definition, ...rest }: StoredVersion) =>
  ({ ...rest, sameAsCurrent: isDeepStrictEqual(definition, list.at(-1)?.definition) });

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

  /** The server's precondition (If-Match / If-None-Match: *): 412 with the current version when it no longer holds. */
  const precondition = (id: number, headers: Record<string, string>): Answer | null => {
    const current = pages.get(id)?.at(-1)?.version ?? null;
    const match = headers['if-match'];
    const holds = match !== undefined ? current === Number(match.slice(1, -1)) : headers['if-none-match'] === '*' ? current === null : true;
    return holds ? null : { status: 412, body: { err: 412, message: 'pageChanged', data: { version: current } } };
  };

  const answer = ({ method, path, query, body, headers }: SentRequest): Answer => {
    const stored = () => [...pages.keys()].sort((a, b) => a - b).map((id) => latest(id)?.definition);
    // The staff's list: every page, whatever its action.
    if (method === 'GET' && path === '/api/admin/pages') return ok(stored());
    if (method === 'GET' && path === '/api/admin/get-meta') {
      // As the server does for a role without it: a page of the action 'marketing' is not the user's to use.
      const usable = (definition: unknown) => (definition as { action?: string } | undefined)?.action !== 'marketing';
      if (query.page === undefined) return ok(stored().filter(usable));
      const found = latest(Number(query.page));
      return found ? ok(found.definition) : notFound('notFoundPage');
    }
    const match = /^\/api\/admin\/pages\/([0-9]+)(\/versions(?:\/([0-9]+))?|\/rollback)?$/.exec(path);
    if (!match) return notFound('notFoundPage');
    const id = Number(match[1]);
    const list = pages.get(id);
    if (forbidden && method !== 'GET') {
      forbidden = false;
      return { status: 403, body: { err: 403, message: 'app.auth.forbidden' } };
    }
    if (method === 'PUT' && match[2] === undefined) return precondition(id, headers) ?? write(id, body as Record<string, unknown>, null);
    if (!list) return notFound('notFoundPage');
    if (method === 'GET' && match[2] === '/versions') return ok([...list].reverse().map(infoIn(list)));
    if (method === 'GET' && match[3] !== undefined) {
      beforeVersionRead?.();
      beforeVersionRead = null;
      const found = list.find((one) => one.version === Number(match[3]));
      return found ? ok({ ...found, ...infoIn(list)(found) }) : notFound();
    }
    if (method === 'POST' && match[2] === '/rollback') {
      const version = Number((body as { version: unknown }).version);
      const found = list.find((one) => one.version === version);
      if (found && infoIn(list)(found).sameAsCurrent) return ok({ id, version: list.at(-1)!.version, warnings: [] });
      return found ? write(id, found.definition, version) : notFound();
    }
    return notFound('notFoundPage');
  };

  const api = mockApi({}, answer);

  return {
    requests: api.requests,
    sent: api.sent,
    /** The next write passes the checks but is refused with these errors (as a resource taken by another page is). */
    refuseNextWrite: (errors: DefinitionIssue[]) => {
      refusal = errors;
    },
    /** The next write is refused as the server refuses a user without managepages (403). */
    forbidNextWrite: () => {
      forbidden = true;
    },
    versionsOf: (id: number) => pages.get(id)?.map((one) => one.version) ?? [],
    /** Runs `run` before the next read of one version is answered (another save landing in between two reads). */
    beforeNextVersionRead: (run: () => void) => {
      beforeVersionRead = run;
    },
    /** Another editor saves `definition` as the page's next version, behind this one's back. */
    saveElsewhere: (id: number, definition: Record<string, unknown>) => write(id, definition, null),
  };
};
