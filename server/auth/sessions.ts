import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { ALWAYS_ALLOWED, type UserType } from '../../src/api/permissions';
import type { AuthChanges } from '../db/authChanges';
import type { Db } from '../db/client';
import { qualified } from '../db/qualified';
import { owners, roleActions, roles, sessions, userPermissions, users } from '../db/schema';
import { createSessionCache } from './sessionCache';
import { shopScopeSql } from './shopScope';
import { mustEnrolSql } from './strongFactorRule';
import { randomToken, sameDigest, sha256 } from './tokens';

const MINUTE = 60_000;
/** `last_seen_at` is written at most once a minute: a sliding idle window without a write per request. */
const TOUCH_EVERY_MS = MINUTE;

/** Who is calling, from the session: routes never take the owner code from the request. */
export interface AuthContext {
  sessionId: string;
  userId: number;
  ownerId: number;
  /** The code the user acts under: its owner's (employees belong to their owner's row). */
  ownerCode: string;
  userType: UserType;
  actions: ReadonlySet<string>;
  /**
   * The shops whose sales the user may read: null for every shop of the owner, else those assigned to the user
   * (a role whose shop scope is 'own'; none assigned: none). Read with the session, like `actions`.
   */
  shopIds: readonly number[] | null;
  /** The owner chose this user's password: only the password change and logout are open until they choose theirs. */
  mustChangePassword: boolean;
  /**
   * Their role (or, by configuration, their being staff) requires a passkey or an authenticator app and they have
   * none: only enrolling one, the profile and logout are open until they do (server/auth/strongFactorRule.ts).
   */
  mustEnrolStrongFactor: boolean;
}

export interface SessionSettings {
  idleMinutes: number;
  absoluteHours: number;
  /** STAFF_REQUIRE_STRONG_FACTOR: staff accounts must use a passkey or an authenticator app. */
  staffRequireStrongFactor?: boolean;
}

export interface NewSession {
  sessionId: string;
  /** The bearer token (`Authorization: Bearer …`) and the second token (`Token` header, `tokenMcPt`). */
  token: string;
  secondToken: string;
}

/**
 * The user's effective actions as one SQL array: (the role's ∪ the user's grants) − the user's denials
 * (user_permissions). The one rule, used by every request's authentication and by userInfo.webPermissions.
 */
export const effectiveActionsSql = (userId: SQL = qualified(users, users.id), roleId: SQL = qualified(users, users.roleId)) => sql<string[]>`array(
  select ${roleActions.action} from ${roleActions} where ${roleActions.roleId} = ${roleId}
  union
  select ${userPermissions.action} from ${userPermissions} where ${userPermissions.userId} = ${userId} and ${userPermissions.effect} = 'grant'
  except
  select ${userPermissions.action} from ${userPermissions} where ${userPermissions.userId} = ${userId} and ${userPermissions.effect} = 'deny'
  order by 1)`;

/** The user's effective actions plus those always allowed (spec §6): what `userInfo.webPermissions` lists. */
export const actionsOf = async (db: Db, userId: number): Promise<Set<string>> => {
  const [row] = await db.select({ granted: effectiveActionsSql() }).from(users).where(eq(users.id, userId));
  return new Set([...(row?.granted ?? []), ...ALWAYS_ALLOWED]);
};

/** Where a session or trusted device was opened from, for the user's lists: the address seen and a client label. */
export interface ClientOrigin {
  ip?: string | null;
  /** "Chrome 131 · Windows 10" (src/core/clientLabel.ts), already made safe to show. */
  client?: string | null;
}

/**
 * One query for everything a route checks (a request's fixed cost): the session, the user and owner, the effective
 * actions (role's, plus the user's grants, less their denials) and the role's shop scope, read again after any
 * change to them so that a change applies at the user's next request (kept in between: sessionCache.ts). Prepared
 * once: drizzle builds its SQL text here, not on every request (building it cost about 0.18 ms of CPU, a fifth of a
 * list request's).
 */
const prepareSessionRead = (db: Db, staffRequireStrongFactor: boolean) => db.select({
  id: sessions.id, secondTokenHash: sessions.secondTokenHash, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt,
  userId: users.id, userType: users.type, userStatus: users.status, mustChangePassword: users.mustChangePassword,
  ownerId: owners.id, ownerCode: owners.code, ownerStatus: owners.status,
  granted: effectiveActionsSql(),
  shopIds: shopScopeSql(),
  mustEnrolStrongFactor: mustEnrolSql(staffRequireStrongFactor),
}).from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .innerJoin(owners, eq(owners.id, users.ownerId))
  .leftJoin(roles, eq(roles.id, users.roleId))
  .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
  .prepare('session_read');

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionRead>['execute']>>[number];

/**
 * `changes`: the database's notices of changes to the session read's inputs. With them, a session once read is
 * kept in memory until any such change commits (server/auth/sessionCache.ts): most requests then make no session
 * round trip. Without them every request reads its session.
 */
export const createSessionService = (db: Db, now: () => Date, settings: SessionSettings, changes?: AuthChanges) => {
  const sessionRead = prepareSessionRead(db, settings.staffRequireStrongFactor === true);
  const cache = changes ? createSessionCache<SessionRow>() : undefined;
  const stopListening = cache && changes ? changes.subscribe(cache.listener) : () => undefined;
  const live = (row: SessionRow, at: Date): boolean =>
    at < row.expiresAt && at.getTime() - row.lastSeenAt.getTime() < settings.idleMinutes * MINUTE;

  /** The session's row, kept or read; a kept one no longer live is read again (another instance may have seen it since). */
  const sessionRow = async (tokenHash: string, at: Date): Promise<SessionRow | undefined> => {
    const kept = cache?.get(tokenHash);
    if (kept !== undefined && live(kept, at)) return kept;
    const startedAt = cache?.generation() ?? 0;
    const [row] = await sessionRead.execute({ tokenHash });
    if (row && cache) cache.keep(tokenHash, row, startedAt);
    return row;
  };

  return {
    async create(userId: number, deviceHash: string, origin: ClientOrigin = {}): Promise<NewSession> {
      const at = now();
      const session = { sessionId: randomUUID(), token: randomToken(), secondToken: randomToken() };
      await db.insert(sessions).values({
        id: session.sessionId, tokenHash: sha256(session.token), secondTokenHash: sha256(session.secondToken), userId,
        deviceId: deviceHash, createdAt: at, lastSeenAt: at, ip: origin.ip?.slice(0, 64) ?? null, client: origin.client ?? null,
        expiresAt: new Date(at.getTime() + settings.absoluteHours * 60 * MINUTE),
      });
      return session;
    },

    /**
     * The caller behind a bearer token, or null when the session is unknown, revoked, idle too long, past its
     * absolute limit, when the second token does not match, or when the user or its owner is locked.
     */
    async authenticate(token: string, secondToken: string | undefined): Promise<AuthContext | null> {
      const at = now();
      const row = await sessionRow(sha256(token), at);
      if (!row || !live(row, at)) return null;
      if (secondToken !== undefined && !sameDigest(sha256(secondToken), row.secondTokenHash)) return null;
      if (row.userStatus !== 'active' || row.ownerStatus !== 'active') return null;
      if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, row.id));
        // The kept copy moves with it: the triggers do not announce a forward move of last_seen_at (migration 0023).
        row.lastSeenAt = at;
      }
      return {
        sessionId: row.id, userId: row.userId, ownerId: row.ownerId, ownerCode: row.ownerCode, userType: row.userType,
        actions: new Set([...row.granted, ...ALWAYS_ALLOWED]),
        shopIds: row.shopIds,
        mustChangePassword: row.mustChangePassword,
        mustEnrolStrongFactor: row.mustEnrolStrongFactor === true,
      };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /**
     * Whether a token that no longer works belonged to a locked user or merchant (its session ended with the lock):
     * the refusal can then say so rather than that the session expired. Only the holder of the token learns it.
     */
    async lockedBehind(token: string): Promise<boolean> {
      const [row] = await db.select({ userStatus: users.status, ownerStatus: owners.status }).from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(owners, eq(owners.id, users.ownerId))
        .where(eq(sessions.tokenHash, sha256(token)));
      return row !== undefined && (row.userStatus === 'locked' || row.ownerStatus === 'locked');
    },

    /** Stops listening for changes (the app's close). */
    stop: (): void => {
      stopListening();
      cache?.listener.receiving(false);
    },

    /** Ends every session of a user: password change or reset, and locking an employee (`tx`: inside the change's transaction). */
    async revokeUserSessions(userId: number, tx: Db = db): Promise<void> {
      await tx.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
