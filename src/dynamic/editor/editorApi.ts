import { ERR } from '../../api/codes';
import { z } from 'zod';
import type { DefinitionIssue, LocalizedText } from '../../api/pageDefinition';
import {
  ALL_PAGES_PATH, invalidPageDefinitionSchema, PAGE_MESSAGES, type PagePrecondition, pageVersionSchema, type PageVersion, savedPageSchema, type SavedPage,
  versionTag,
} from '../../api/pages';
import { HttpError } from '../../dataProvider/HttpError';
import { httpClient } from '../../dataProvider/httpClient';
import { type Draft, isDraft } from './draft';

/**
 * The page editor's calls (CONTRACT.md "Page definitions"). All are quiet: the editor shows every failure itself,
 * a refused definition as its errors by path.
 */

const pagePath = (id: number) => `/api/admin/pages/${encodeURIComponent(String(id))}`;

/** A page of the list, as the picker names it. */
export interface PageEntry {
  id: number;
  /** As written: a plain string or one text per language (the picker shows the screen's). */
  name: LocalizedText;
}

const entrySchema = z
  .object({ id: z.union([z.number(), z.string()]), name: z.union([z.string(), z.object({ vi: z.string().optional(), en: z.string().optional() })]).optional() })
  .loose();

/**
 * Every stored page, by id and name, in id order (entries without a usable id are left out): the staff's list, not
 * get-meta's, which leaves out the pages whose action the editor's own role lacks (they could not be opened again).
 */
export const listPages = async (signal?: AbortSignal): Promise<PageEntry[]> => {
  const body = await httpClient(ALL_PAGES_PATH, { method: 'GET', quiet: true, signal });
  if (!Array.isArray(body.data)) throw new Error('the page definitions are not a list');
  const raw: unknown[] = body.data;
  return raw
    .flatMap((item): PageEntry[] => {
      const parsed = entrySchema.safeParse(item);
      const id = parsed.success ? Number(parsed.data.id) : NaN;
      return parsed.success && Number.isInteger(id) && id > 0 ? [{ id, name: parsed.data.name ?? '' }] : [];
    })
    .sort((a, b) => a.id - b.id);
};

/** A stored page opened in the editor: its newest version's definition, and that version's number. */
export interface OpenedPage {
  draft: Draft;
  version: number;
}

/**
 * A page's newest version as JSON to edit, with its number; null when the page has none. The definition is read by
 * that number, so the draft and the version its save is conditional on (If-Match) are one version: a save landing
 * between the two reads is met at the next save (412) rather than overwritten unseen.
 */
export const loadPage = async (id: number, signal?: AbortSignal): Promise<OpenedPage | null> => {
  const [newest] = await listVersions(id, signal);
  if (!newest) return null;
  const { definition } = await readVersion(id, newest.version, signal);
  return isDraft(definition) ? { draft: definition, version: newest.version } : null;
};

export type SaveOutcome =
  | { ok: true; saved: SavedPage }
  | { ok: false; errors: DefinitionIssue[]; warnings: DefinitionIssue[] }
  /** Someone else saved the page since it was opened (or it exists already): nothing was written. */
  | { ok: false; changed: true; version: number | null };

const currentVersionOf = (body: unknown): number | null => {
  const version = (body as { data?: { version?: unknown } } | null)?.data?.version;
  return typeof version === 'number' ? version : null;
};

const refusal = (error: unknown): SaveOutcome | null => {
  if (error instanceof HttpError && error.status === ERR.preconditionFailed) return { ok: false, changed: true, version: currentVersionOf(error.body) };
  if (!(error instanceof HttpError) || error.status !== ERR.badRequest) return null;
  const body = error.body as { message?: unknown; data?: unknown } | null;
  if (body?.message !== PAGE_MESSAGES.invalidPageDefinition) return null;
  const parsed = invalidPageDefinitionSchema.safeParse(body.data);
  return parsed.success ? { ok: false, ...parsed.data } : null;
};

const saved = (data: unknown): SavedPage => savedPageSchema.parse(data);

/**
 * PUT: the draft stored as the page's next version if the page is as `precondition` says (the version the editor opened,
 * or none), or the server's errors by path, or "changed" when someone else saved first. Other failures throw.
 */
export const savePage = async (id: number, draft: Draft, precondition: PagePrecondition): Promise<SaveOutcome> => {
  const headers: Record<string, string> = precondition === null ? {}
    : 'version' in precondition ? { 'If-Match': versionTag(precondition.version) } : { 'If-None-Match': '*' };
  try {
    const body = await httpClient(pagePath(id), { method: 'PUT', body: draft, headers, quiet: true });
    return { ok: true, saved: saved(body.data) };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
};

/** Every version of a page, newest first; none for a page that has not been saved yet. */
export const listVersions = async (id: number, signal?: AbortSignal): Promise<PageVersion[]> => {
  try {
    const body = await httpClient(`${pagePath(id)}/versions`, { method: 'GET', quiet: true, signal });
    return z.array(pageVersionSchema).parse(body.data);
  } catch (error) {
    if (error instanceof HttpError && error.status === ERR.notFound) return [];
    throw error;
  }
};

/** One version with its definition kept as JSON (to show it, or to copy it into the draft). */
const versionDetailSchema = pageVersionSchema.extend({ definition: z.record(z.string(), z.unknown()) });
export type VersionDetail = z.output<typeof versionDetailSchema>;

export const readVersion = async (id: number, version: number, signal?: AbortSignal): Promise<VersionDetail> => {
  const body = await httpClient(`${pagePath(id)}/versions/${encodeURIComponent(String(version))}`, { method: 'GET', quiet: true, signal });
  return versionDetailSchema.parse(body.data);
};

/** POST rollback: that version written anew as the newest one (checked again: it may be refused). */
export const rollbackPage = async (id: number, version: number): Promise<SaveOutcome> => {
  try {
    const body = await httpClient(`${pagePath(id)}/rollback`, { method: 'POST', body: { version }, quiet: true });
    return { ok: true, saved: saved(body.data) };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
};
