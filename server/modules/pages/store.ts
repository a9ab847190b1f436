import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { DefinitionIssue, PageDefinitionSource } from '../../../src/api/pageDefinition';
import { ERR } from '../../../src/api/codes';
import { PAGE_MESSAGES, type PagePrecondition } from '../../../src/api/pages';
import type { Db } from '../../db/client';
import { pageDefinitionVersions, pageDefinitions, records } from '../../db/schema';
import { AppError } from '../../http/envelope';

/** First key of the advisory locks that serialise writers of one page (the second key is the page id). */
const PAGE_LOCK = 7_400_401;

export const invalidDefinition = (errors: DefinitionIssue[], warnings: DefinitionIssue[] = []) =>
  new AppError(400, PAGE_MESSAGES.invalidPageDefinition, { data: { errors, warnings } });

const resourceTaken = (resource: string, pageId: number | string) =>
  ({ path: 'resource', message: `"${resource}" is already the resource of page ${pageId}` });

const resourceHeld = (resource: string, pageId: number) =>
  ({ path: 'resource', message: `page ${pageId} keeps the resource "${resource}" while records are stored under it` });

export interface VersionAuthor {
  at: Date;
  userId: number | null;
  restoredFrom?: number | null;
  /** What the writer saw: the save is refused (412 `pageChanged`) when the stored page is no longer that. */
  precondition?: PagePrecondition;
}

/** 412 unless the page is as the writer saw it (its current version, or none): someone else's save is not overwritten. */
const checkPrecondition = (precondition: PagePrecondition | undefined, latest: number | null): void => {
  if (!precondition) return;
  const holds = 'version' in precondition ? latest === precondition.version : latest === null;
  if (!holds) throw new AppError(ERR.preconditionFailed, PAGE_MESSAGES.pageChanged, { data: { version: latest } });
};

/**
 * Writes a validated definition as the page's next version (1 for a new page) and makes it current; every earlier
 * version stays. Run inside a transaction. A resource another page uses → 400 at the path `resource`; so is a
 * change of resource while records are stored under the old one (they would be left with no page to reach them).
 */
export const storeDefinition = async (
  tx: Db, definition: PageDefinitionSource, author: VersionAuthor, warnings: DefinitionIssue[] = [],
): Promise<number> => {
  const { id, resource = null, action } = definition;
  await tx.execute(sql`select pg_advisory_xact_lock(${PAGE_LOCK}::int, ${id}::int)`);
  const [stored] = await tx.select({ resource: pageDefinitions.resource }).from(pageDefinitions).where(eq(pageDefinitions.id, id));
  if (stored?.resource && stored.resource !== resource) {
    const [held] = await tx.select({ id: records.id }).from(records).where(eq(records.model, stored.resource)).limit(1);
    if (held) throw invalidDefinition([resourceHeld(stored.resource, id)], warnings);
  }
  if (resource !== null) {
    // Routes match without regard to case, so `partnerShops` and `partnershops` would be one resource.
    const [other] = await tx.select({ id: pageDefinitions.id }).from(pageDefinitions)
      .where(and(sql`lower(${pageDefinitions.resource}) = lower(${resource})`, ne(pageDefinitions.id, id))).limit(1);
    if (other) throw invalidDefinition([resourceTaken(resource, other.id)], warnings);
  }
  const [{ latest }] = await tx.select({ latest: max(pageDefinitionVersions.version) })
    .from(pageDefinitionVersions).where(eq(pageDefinitionVersions.pageId, id));
  // Under the page's lock: two editors' saves are compared one after the other.
  checkPrecondition(author.precondition, latest);
  const version = (latest ?? 0) + 1;
  await tx.insert(pageDefinitionVersions).values({
    pageId: id, version, definition, createdAt: author.at, createdBy: author.userId, restoredFrom: author.restoredFrom ?? null,
  });
  const current = { version, resource, action, definition, updatedAt: author.at, updatedBy: author.userId };
  await tx.insert(pageDefinitions).values({ id, ...current }).onConflictDoUpdate({ target: pageDefinitions.id, set: current });
  return version;
};

/** The unique constraint on `resource` caught a writer that raced past the check above. */
export const isResourceConflict = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'page_definitions_resource_unique') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

export const resourceConflict = (resource: string | undefined, warnings: DefinitionIssue[]) =>
  invalidDefinition([{ path: 'resource', message: `"${resource ?? ''}" is already the resource of another page` }], warnings);
