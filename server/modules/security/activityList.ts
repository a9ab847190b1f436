import { and, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ActivityRow, TeamActivityFilters } from '../../../src/api/activity';
import { SALES_LIMITS } from '../../../src/api/sales';
import { clientLabelOfUserAgent } from '../../../src/core/clientLabel';
import type { Db } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import { listCount, type ListCount } from '../../models/listCount';
import { shownDetail } from './activityDetail';

/**
 * Whose history a request may read: one user's own (`userId`), or a merchant's team (every user of `ownerId`,
 * and the sign-in attempts made on its Owner ID, `ownerCode`, under a name it has no user for).
 */
export type ActivityScope =
  | { kind: 'own'; userId: number }
  | { kind: 'team'; ownerId: number; ownerCode: string };

const merchantUsers = (ownerId: number): SQL => sql`(select ${users.id} from ${users} where ${users.ownerId} = ${ownerId})`;

/**
 * The scope first, whatever the filters say. A team reads rows of its users, and rows with no user only when they
 * name its Owner ID: another merchant's rows never match, even one whose user typed this Owner ID.
 */
export const activityWhere = (scope: ActivityScope, filters: TeamActivityFilters = {}): SQL => and(
  scope.kind === 'own'
    ? eq(auditEvents.userId, scope.userId)
    : or(
      sql`${auditEvents.userId} in ${merchantUsers(scope.ownerId)}`,
      and(isNull(auditEvents.userId), eq(auditEvents.ownerCode, scope.ownerCode)),
    ),
  filters.userId === undefined ? undefined : eq(auditEvents.userId, filters.userId),
  filters.kind === undefined ? undefined : typeof filters.kind === 'string' ? eq(auditEvents.kind, filters.kind) : inArray(auditEvents.kind, filters.kind.in),
  filters.outcome === undefined ? undefined : eq(auditEvents.outcome, filters.outcome),
  filters.at?.gte ? gte(auditEvents.at, new Date(filters.at.gte)) : undefined,
  filters.at?.lte ? lte(auditEvents.at, new Date(filters.at.lte)) : undefined,
)!;

const OUTCOMES = new Set(['success', 'failure', 'blocked']);

const rowOf = (row: {
  id: number; at: Date; kind: string; outcome: string; ip: string | null; userAgent: string | null;
  userId: number | null; userName: string | null; detail: unknown;
}): ActivityRow => ({
  id: row.id,
  at: row.at.toISOString(),
  kind: row.kind,
  // Rows are written with these three; anything else reads as a failure rather than breaking the list.
  outcome: OUTCOMES.has(row.outcome) ? (row.outcome as ActivityRow['outcome']) : 'failure',
  ip: row.ip,
  client: clientLabelOfUserAgent(row.userAgent),
  userId: row.userId,
  userName: row.userName,
  detail: shownDetail(row.kind, row.detail),
});

export interface ActivityPage {
  filters?: TeamActivityFilters;
  limit: number;
  skip: number;
  /** Keyset paging (exports): only rows older than this one, so that rows written meanwhile shift nothing. */
  before?: { at: string; id: number };
}

/** A page of the scope's history, newest first (then by id, so that pages never repeat or skip a row). */
export const activityRows = async (db: Db, scope: ActivityScope, { filters, limit, skip, before }: ActivityPage): Promise<ActivityRow[]> => {
  const rows = await db.select({
    id: auditEvents.id, at: auditEvents.at, kind: auditEvents.kind, outcome: auditEvents.outcome, ip: auditEvents.ip,
    userAgent: auditEvents.userAgent, userId: auditEvents.userId, userName: users.fullName, detail: auditEvents.detail,
  }).from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(and(activityWhere(scope, filters), before ? sql`(${auditEvents.at}, ${auditEvents.id}) < (${before.at}::timestamptz, ${before.id})` : undefined))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
    .offset(skip);
  return rows.map(rowOf);
};

/** findActivity / findTeamActivity: a page and how many match (server/models/listCount.ts). */
export const activityList = async (db: Db, scope: ActivityScope, page: ActivityPage): Promise<{ data: ActivityRow[] } & ListCount> => {
  const [data, counted] = await Promise.all([
    activityRows(db, scope, page),
    listCount(db, sql`${auditEvents}`, activityWhere(scope, page.filters), SALES_LIMITS.countBound),
  ]);
  return { data, ...counted };
};
