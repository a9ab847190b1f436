import { eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { seedDemoPages } from '../../../server/db/demo/seedPages';
import { records } from '../../../server/db/schema';
import type { SignedIn } from './signIn';

export const REFERENCE_DATE = new Date('2026-11-20T17:00:00.000Z');

/** The demo pages (45, 46, 54, 60–63) and, under `ownerId`, their demo records. */
export const seedPages = (database: Database, ownerId: number) =>
  seedDemoPages(database.db, { ownerId, referenceDate: REFERENCE_DATE });

/** PUT /api/admin/pages/:id: stores a page definition as `who`. */
/** PUT of a definition; `precondition`: the editor's `If-Match` / `If-None-Match` headers. */
export const putPage = (app: App, who: SignedIn, id: number | string, definition: unknown, precondition: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/admin/pages/${id}`, headers: { ...who.headers, ...precondition }, payload: definition as Record<string, unknown> });

/** A record's data as stored, read straight from the database. */
export const storedData = async (database: Database, id: number): Promise<Record<string, unknown> | undefined> => {
  const [row] = await database.db.select({ data: records.data }).from(records).where(eq(records.id, id));
  return row?.data as Record<string, unknown> | undefined;
};
