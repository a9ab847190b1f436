import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageDefinitionSource } from '../../../src/api/pageDefinition';
import { PAGE_MESSAGES, type PagePrecondition, type PageVersion, type PageVersionDetail, type SavedPage } from '../../../src/api/pages';
import { validateDefinition } from '../../../src/core/definition/validateDefinition';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { pageDefinitionVersions, pageDefinitions, users } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { mayUse, pageNotFound, usableActions } from '../../models/access';
import type { OfferedApiCheck } from './offeredApis';
import { invalidDefinition, isResourceConflict, resourceConflict, storeDefinition } from './store';

export interface PageServiceDeps {
  db: Db;
  now: () => Date;
  /** The problems of `apis` entries naming a call the server does not offer (none: every entry is taken). */
  checkApis?: OfferedApiCheck;
}

type VersionRow = typeof pageDefinitionVersions.$inferSelect;

const versionOf = (row: VersionRow, createdByName: string | null, sameAsCurrent: boolean): PageVersion => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  createdByName,
  restoredFrom: row.restoredFrom,
  sameAsCurrent,
});

/** Page definitions: read by anyone holding a page's action, written (as a new version) by `managepages`. */
export const createPageService = ({ db, now, checkApis = () => [] }: PageServiceDeps) => {
  /** Validates (shape and references), then stores the next version; the id of the address wins over a missing one. */
  const write = async (
    id: number, input: Record<string, unknown>, userId: number, restoredFrom: number | null, precondition: PagePrecondition = null,
  ): Promise<SavedPage> => {
    const result = validateDefinition(input.id === undefined ? { ...input, id } : input);
    if (!result.ok) throw invalidDefinition(result.errors, result.warnings);
    const { definition, warnings } = result;
    if (definition.id !== id) {
      throw invalidDefinition([{ path: 'id', message: `must be ${id}, the page id of the address (or left out)` }], warnings);
    }
    const unknownApis = checkApis(definition.apis);
    if (unknownApis.length > 0) throw invalidDefinition(unknownApis, warnings);
    try {
      const version = await db.transaction((tx) => storeDefinition(tx, definition, { at: now(), userId, restoredFrom, precondition }, warnings));
      return { id, version, warnings };
    } catch (error) {
      if (isResourceConflict(error)) throw resourceConflict(definition.resource, warnings);
      throw error;
    }
  };

  /** Versions with their author's full name (null for the seed's) and whether they read as the page does now. */
  const selectVersions = () =>
    db.select({
      row: pageDefinitionVersions, author: users.fullName,
      // jsonb equality: the same definition whatever the order its keys were written in.
      same: sql<boolean>`coalesce(${pageDefinitionVersions.definition} = ${pageDefinitions.definition}, false)`,
    }).from(pageDefinitionVersions)
      .leftJoin(users, eq(users.id, pageDefinitionVersions.createdBy))
      .leftJoin(pageDefinitions, eq(pageDefinitions.id, pageDefinitionVersions.pageId));

  const versionRow = async (id: number, version: number): Promise<{ row: VersionRow; author: string | null; same: boolean }> => {
    const [found] = await selectVersions()
      .where(and(eq(pageDefinitionVersions.pageId, id), eq(pageDefinitionVersions.version, version)));
    if (found) return found;
    const [page] = await db.select({ id: pageDefinitionVersions.pageId }).from(pageDefinitionVersions)
      .where(eq(pageDefinitionVersions.pageId, id)).limit(1);
    throw page ? new AppError(404, PAGE_MESSAGES.dataNotFound) : pageNotFound();
  };

  return {
    async get(id: number, auth: AuthContext): Promise<PageDefinitionSource> {
      const [row] = await db.select({ definition: pageDefinitions.definition, action: pageDefinitions.action })
        .from(pageDefinitions).where(eq(pageDefinitions.id, id));
      if (!row || !mayUse(auth, row.action)) throw pageNotFound();
      return row.definition as PageDefinitionSource;
    },

    async list(auth: AuthContext): Promise<PageDefinitionSource[]> {
      const rows = await db.select({ definition: pageDefinitions.definition }).from(pageDefinitions)
        .where(inArray(pageDefinitions.action, usableActions(auth))).orderBy(asc(pageDefinitions.id));
      return rows.map((row) => row.definition as PageDefinitionSource);
    },

    /** Every stored page, whatever its action: the page editor's list (staff), so that no page is lost to its picker. */
    async listAll(): Promise<PageDefinitionSource[]> {
      const rows = await db.select({ definition: pageDefinitions.definition }).from(pageDefinitions).orderBy(asc(pageDefinitions.id));
      return rows.map((row) => row.definition as PageDefinitionSource);
    },

    save: (id: number, input: Record<string, unknown>, auth: AuthContext, precondition: PagePrecondition = null) =>
      write(id, input, auth.userId, null, precondition),

    async versions(id: number): Promise<PageVersion[]> {
      const rows = await selectVersions()
        .where(eq(pageDefinitionVersions.pageId, id)).orderBy(desc(pageDefinitionVersions.version));
      if (rows.length === 0) throw pageNotFound();
      return rows.map(({ row, author, same }) => versionOf(row, author, same));
    },

    async version(id: number, version: number): Promise<PageVersionDetail> {
      const { row, author, same } = await versionRow(id, version);
      return { ...versionOf(row, author, same), definition: row.definition as PageDefinitionSource };
    },

    /**
     * The definition of `version`, checked again (the schema may have moved on), written as the newest version. A
     * version that reads as the page does now changes nothing, so it writes nothing and answers the current version.
     */
    async rollback(id: number, version: number, auth: AuthContext): Promise<SavedPage> {
      const { row, same } = await versionRow(id, version);
      if (same) {
        const [newest] = await db.select({ version: pageDefinitionVersions.version }).from(pageDefinitionVersions)
          .where(eq(pageDefinitionVersions.pageId, id)).orderBy(desc(pageDefinitionVersions.version)).limit(1);
        return { id, version: newest.version, warnings: [] };
      }
      return write(id, row.definition as Record<string, unknown>, auth.userId, version);
    },
  };
};

export type PageService = ReturnType<typeof createPageService>;
