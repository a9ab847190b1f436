import { and, asc, count, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { SessionRow, TeamMember, TeamSessionRow, TrustedDeviceRow } from '../../../src/api/activity';
import type { UserType } from '../../../src/api/permissions';
import type { Db } from '../../db/client';
import { sessions, trustedDevices, users } from '../../db/schema';

const MINUTE = 60_000;

/** A session that still works: not signed out, within its absolute limit, not idle too long (sessions.ts). */
export const liveSessions = (at: Date, idleMinutes: number): SQL => and(
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, at),
  gt(sessions.lastSeenAt, new Date(at.getTime() - idleMinutes * MINUTE)),
)!;

export interface Paging {
  limit: number;
  skip: number;
}

const sessionColumns = {
  id: sessions.id, client: sessions.client, ip: sessions.ip, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt,
};

/** The user's live sessions, the most recently used first; `current` marks the calling one. */
export const ownSessions = async (
  db: Db, caller: { userId: number; sessionId: string }, live: SQL, { limit, skip }: Paging,
): Promise<{ data: SessionRow[]; count: number }> => {
  const where = and(eq(sessions.userId, caller.userId), live)!;
  const [rows, [counted]] = await Promise.all([
    db.select(sessionColumns).from(sessions).where(where).orderBy(desc(sessions.lastSeenAt), asc(sessions.id)).limit(limit).offset(skip),
    db.select({ count: count() }).from(sessions).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id, client: row.client, ip: row.ip, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === caller.sessionId,
    })),
    count: counted.count,
  };
};

/** The live sessions of the merchant's other users (the caller's own are findSessions'), with whose they are. */
export const teamSessions = async (
  db: Db, caller: { ownerId: number; userId: number }, live: SQL, filters: { userId?: number }, { limit, skip }: Paging,
): Promise<{ data: TeamSessionRow[]; count: number }> => {
  const where = and(
    eq(users.ownerId, caller.ownerId), ne(users.id, caller.userId), live,
    filters.userId === undefined ? undefined : eq(users.id, filters.userId),
  )!;
  const [rows, [counted]] = await Promise.all([
    db.select({ ...sessionColumns, userId: users.id, userName: users.fullName, userPhone: users.username, userType: users.type })
      .from(sessions).innerJoin(users, eq(users.id, sessions.userId))
      .where(where).orderBy(desc(sessions.lastSeenAt), asc(sessions.id)).limit(limit).offset(skip),
    db.select({ count: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id, client: row.client, ip: row.ip, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString(),
      userId: row.userId, userName: row.userName, userPhone: row.userPhone, userType: row.userType,
    })),
    count: counted.count,
  };
};

/** Signs out one live session of the user; null when the user has none by that id (another's included). */
export const revokeOwnSession = async (db: Db, userId: number, id: string, at: Date): Promise<{ client: string | null } | null> => {
  const [row] = await db.update(sessions).set({ revokedAt: at })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ client: sessions.client });
  return row ?? null;
};

/** Signs out every session of the user but `keep`: how many ended. */
export const revokeOtherSessions = async (db: Db, userId: number, keep: string, at: Date): Promise<number> => {
  const rows = await db.update(sessions).set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
};

/** The merchant's user (id, type) or null: another merchant's user reads as unknown. */
export const teamMember = async (db: Db, ownerId: number, userId: number): Promise<{ id: number; type: UserType } | null> => {
  const [row] = await db.select({ id: users.id, type: users.type }).from(users).where(and(eq(users.id, userId), eq(users.ownerId, ownerId)));
  return row ?? null;
};

/** Signs out every session of a user: how many ended. */
export const revokeUserSessions = async (db: Db, userId: number, at: Date): Promise<number> => {
  const rows = await db.update(sessions).set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
};

/** The user's trusted devices still trusted, the most recently used first; `currentId` marks this browser's. */
export const ownTrustedDevices = async (
  db: Db, userId: number, currentId: string | null, at: Date, { limit, skip }: Paging,
): Promise<{ data: TrustedDeviceRow[]; count: number }> => {
  const where = and(eq(trustedDevices.userId, userId), gt(trustedDevices.trustedUntil, at))!;
  const [rows, [counted]] = await Promise.all([
    db.select({
      id: trustedDevices.id, client: trustedDevices.client, ip: trustedDevices.ip, createdAt: trustedDevices.createdAt,
      lastUsedAt: trustedDevices.lastUsedAt, trustedUntil: trustedDevices.trustedUntil,
    }).from(trustedDevices).where(where)
      .orderBy(desc(sql`coalesce(${trustedDevices.lastUsedAt}, ${trustedDevices.createdAt})`), asc(trustedDevices.id))
      .limit(limit).offset(skip),
    db.select({ count: count() }).from(trustedDevices).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id, client: row.client, ip: row.ip, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      trustedUntil: row.trustedUntil.toISOString(), current: row.id === currentId,
    })),
    count: counted.count,
  };
};

/** Every user of the merchant by name (a merchant has tens of users: one answer). */
export const teamMembers = async (db: Db, ownerId: number): Promise<TeamMember[]> =>
  db.select({ id: users.id, name: users.fullName, phone: users.username, type: users.type }).from(users)
    .where(eq(users.ownerId, ownerId)).orderBy(asc(users.fullName), asc(users.id));
