import { and, eq, inArray } from 'drizzle-orm';
import { fileIdsInText, replaceFileUrls, storedFileUrl } from '../../src/core/fileLinks';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { FileLinkSigner } from './fileLinks';

/** Objects as JSON makes them; anything else (a Date) is left as it is. */
const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** A copy of `value` (JSON: strings, lists, plain objects) with every string passed through `map`. */
export const mapStrings = (value: unknown, map: (text: string) => string): unknown => {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (isJsonObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
};

/** The ids of the own-file addresses anywhere in `value` (image values, rich text, any JSON). */
export const fileIdsIn = (value: unknown): Set<string> => {
  const ids = new Set<string>();
  mapStrings(value, (text) => {
    for (const id of fileIdsInText(text)) ids.add(id);
    return text;
  });
  return ids;
};

/**
 * `value` with every signed link back in its stored form `/api/file/<id>`: what the app sends back is what it was
 * answered, and a stored link would stop working when it expires.
 */
export const withStoredFileUrls = <T>(value: T): T => mapStrings(value, (text) => replaceFileUrls(text, storedFileUrl)) as T;

/** Which of `ids` are files of `ownerId`. */
export const ownedFileIds = async (db: Db, ownerId: number, ids: Iterable<string>): Promise<Set<string>> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(and(eq(files.ownerId, ownerId), inArray(files.id, wanted)));
  return new Set(rows.map((row) => row.id));
};

/**
 * `value` with the addresses of `ownerId`'s own files turned into signed links, so that `<img>` tags can load
 * them; an address of anyone else's file (data older than the ownership check) stays unsigned, and does not load.
 */
export const withSignedFileLinks = async <T>(db: Db, signer: FileLinkSigner, ownerId: number, value: T): Promise<T> => {
  const owned = await ownedFileIds(db, ownerId, fileIdsIn(value));
  if (owned.size === 0) return withStoredFileUrls(value);
  return mapStrings(value, (text) => replaceFileUrls(text, (id) => (owned.has(id) ? signer.link(id) : storedFileUrl(id)))) as T;
};
