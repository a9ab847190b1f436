import { ERR } from '../../api/codes';
import { readStoredJson, writeStoredJson } from '../../storage';
import { HttpError } from '../../dataProvider/HttpError';
import { httpClient } from '../../dataProvider/httpClient';

/**
 * The page definitions of the signed-in user (CONTRACT.md "Page definitions"): the list once after sign-in,
 * kept in storage `meta` (spec §3 stored values) so that a reload shows the menu at once; a single page by id.
 * Both calls are quiet: the screens say themselves what went wrong (the 'notFoundPage' dialog, the problems list).
 */
export const META_PATH = '/api/admin/get-meta';

export const readCachedDefinitions = (): unknown[] | null => {
  const cached = readStoredJson<unknown>('meta');
  return Array.isArray(cached) ? cached : null;
};

/** The server's answer as it came: it is validated again on every read, so storage is never trusted. */
export const writeCachedDefinitions = (raw: unknown[]): void => writeStoredJson('meta', raw);

export const fetchDefinitionList = async (signal?: AbortSignal): Promise<unknown[]> => {
  const body = await httpClient(META_PATH, { method: 'GET', quiet: true, signal });
  if (!Array.isArray(body.data)) throw new Error('the page definitions are not a list');
  return body.data;
};

export type FetchedDefinition = { found: true; raw: unknown } | { found: false };

/** One page by id; a page that is missing or not allowed (404, 403) is "not found" (spec §4: 'notFoundPage'). */
export const fetchDefinition = async (id: number, signal?: AbortSignal): Promise<FetchedDefinition> => {
  try {
    const body = await httpClient(`${META_PATH}?page=${encodeURIComponent(String(id))}`, { method: 'GET', quiet: true, signal });
    return body.data === null || body.data === undefined ? { found: false } : { found: true, raw: body.data };
  } catch (error) {
    if (error instanceof HttpError && (error.status === ERR.notFound || error.status === ERR.forbidden)) return { found: false };
    throw error;
  }
};
