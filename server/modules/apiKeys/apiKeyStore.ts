import { and, asc, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  API_KEY_MESSAGES, type ApiKeyFilters, type ApiKeyRow, type ApiKeySortField, type ApiKeyState, type ApiScope, type IssuedApiKey,
} from '../../../src/api/apiKeys';
import { newApiKey } from '../../auth/apiKeys';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import { containsPattern } from '../../models/fold';
import { listCount } from '../../models/listCount';
import { partnerEvents } from '../../webhooks/partnerEvents';

const HOUR = 3_600_000;
/** Keys a merchant has are few: counts are exact well below this. */
const COUNT_BOUND = 10_000;

type KeyRecord = typeof apiKeys.$inferSelect;

/** Whose keys: the session's merchant; another merchant's key does not exist for the caller. */
export interface KeyTenant {
  ownerId: number;
  userId: number;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Stored `active` past its expiry reads `expired`. */
const stateOf = (key: KeyRecord, at: Date): ApiKeyState =>
  key.status === 'revoked' ? 'revoked' : key.expiresAt !== null && key.expiresAt <= at ? 'expired' : 'active';

/** The row the calls answer: never the hashes. */
export const asKeyRow = (key: KeyRecord, at: Date): ApiKeyRow => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes as ApiScope[],
  ipAllow: key.ipAllow,
  status: stateOf(key, at),
  createdAt: key.createdAt.toISOString(),
  updatedAt: iso(key.updatedAt),
  lastUsedAt: iso(key.lastUsedAt),
  lastUsedIp: key.lastUsedIp,
  expiresAt: iso(key.expiresAt),
  revokedAt: iso(key.revokedAt),
  previousValidUntil: key.previousHash !== null && key.previousValidUntil !== null && key.previousValidUntil > at ? key.previousValidUntil.toISOString() : null,
});

const stateWhere = (state: ApiKeyState, at: Date): SQL => {
  if (state === 'revoked') return eq(apiKeys.status, 'revoked');
  const live = or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, at))!;
  return and(eq(apiKeys.status, 'active'), state === 'active' ? live : lte(apiKeys.expiresAt, at))!;
};

const keyWhere = (ownerId: number, filters: ApiKeyFilters, at: Date): SQL => and(
  eq(apiKeys.ownerId, ownerId),
  filters.id === undefined ? undefined : eq(apiKeys.id, filters.id),
  filters.q ? or(ilike(apiKeys.name, containsPattern(filters.q)), ilike(apiKeys.prefix, containsPattern(filters.q))) : undefined,
  filters.status ? stateWhere(filters.status, at) : undefined,
)!;

const SORT_COLUMNS = { createdAt: apiKeys.createdAt, name: apiKeys.name, lastUsedAt: apiKeys.lastUsedAt, expiresAt: apiKeys.expiresAt } as const;

const keyOrder = (sort: readonly Partial<Record<ApiKeySortField, 'asc' | 'desc'>>[] = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as ApiKeySortField];
    // Never-used and never-expiring keys last, whichever way.
    return direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  }));
  if (!order.length) order.push(desc(apiKeys.createdAt));
  order.push(asc(apiKeys.id));
  return order;
};

export interface KeyListRequest {
  queryInput?: ApiKeyFilters;
  sort?: Partial<Record<ApiKeySortField, 'asc' | 'desc'>>[];
  limit: number;
  skip: number;
}

/** Refuses an expiry that is not in the future (400 on `expiresAt`). */
const checkExpiry = (expiresAt: string | null, at: Date): Date | null => {
  if (expiresAt === null) return null;
  const when = new Date(expiresAt);
  if (when <= at) throw new AppError(400, API_KEY_MESSAGES.expiryPast, { data: { field: 'expiresAt' } });
  return when;
};

export interface KeyFields {
  name: string;
  scopes: ApiScope[];
  ipAllow: string[];
  /** Absent or null: no expiry. */
  expiresAt?: string | null;
}

export const createKeyStore = (db: Db, now: () => Date) => {
  const find = async (tenant: KeyTenant, id: string): Promise<KeyRecord> => {
    const [key] = await db.select().from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, tenant.ownerId)));
    if (!key) throw notFound();
    return key;
  };
  const change = async (tenant: KeyTenant, id: string, values: Partial<KeyRecord>): Promise<KeyRecord> => {
    const [key] = await db.update(apiKeys).set({ ...values, updatedAt: now() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, tenant.ownerId))).returning();
    if (!key) throw notFound();
    return key;
  };

  return {
    /** findApiKeys: a page of the merchant's keys (list contract), newest first unless sorted otherwise. */
    async list(tenant: KeyTenant, request: KeyListRequest): Promise<{ data: ApiKeyRow[]; count: number }> {
      const at = now();
      const where = keyWhere(tenant.ownerId, request.queryInput ?? {}, at);
      const [rows, counted] = await Promise.all([
        db.select().from(apiKeys).where(where).orderBy(...keyOrder(request.sort)).limit(request.limit).offset(request.skip),
        listCount(db, sql`${apiKeys}`, where, COUNT_BOUND),
      ]);
      return { data: rows.map((row) => asKeyRow(row, at)), count: counted.count };
    },

    async detail(tenant: KeyTenant, id: string): Promise<ApiKeyRow> {
      return asKeyRow(await find(tenant, id), now());
    },

    /**
     * 404 for an unknown key, 403 for another user's: a key acts as the user who made it, so its secret, scopes,
     * allow-list, expiry and a re-enabling are theirs alone (another third-party user of the merchant could otherwise
     * take a secret acting as them, lift the allow-list they set, or bring back a key they revoked after a leak).
     * Revoking stays open to any key manager: stopping a key is always safe.
     */
    async checkOwnKey(tenant: KeyTenant, id: string): Promise<void> {
      if ((await find(tenant, id)).userId !== tenant.userId) throw new AppError(403, API_KEY_MESSAGES.notOwnKey);
    },

    /** createApiKey: the key is answered this once; the database keeps its hash. */
    async create(tenant: KeyTenant, fields: KeyFields): Promise<IssuedApiKey> {
      const at = now();
      const expiresAt = checkExpiry(fields.expiresAt ?? null, at);
      const secret = newApiKey();
      const [key] = await db.insert(apiKeys).values({
        ownerId: tenant.ownerId, userId: tenant.userId, name: fields.name, prefix: secret.prefix, secretHash: secret.hash,
        scopes: fields.scopes, ipAllow: fields.ipAllow, expiresAt, createdAt: at,
      }).returning();
      return { ...asKeyRow(key, at), key: secret.key };
    },

    /** updateApiKey: name, scopes, allow-list and expiry; an unchanged past expiry may stay (renaming an expired key). */
    async update(tenant: KeyTenant, id: string, fields: KeyFields): Promise<ApiKeyRow> {
      const current = await find(tenant, id);
      const wanted = fields.expiresAt ?? null;
      const unchanged = wanted !== null && current.expiresAt?.getTime() === Date.parse(wanted);
      const expiresAt = unchanged ? current.expiresAt : checkExpiry(wanted, now());
      const key = await change(tenant, id, { name: fields.name, scopes: fields.scopes, ipAllow: fields.ipAllow, expiresAt });
      return asKeyRow(key, now());
    },

    /** The partners' apiKey.revoked is written with the revocation (revoking a revoked key writes none). */
    async revoke(tenant: KeyTenant, id: string): Promise<ApiKeyRow> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: apiKeys.status }).from(apiKeys)
          .where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, tenant.ownerId))).for('update');
        const at = now();
        const [key] = await tx.update(apiKeys).set({ status: 'revoked', revokedAt: at, updatedAt: at })
          .where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, tenant.ownerId))).returning();
        if (!key || !before) throw notFound();
        const row = asKeyRow(key, at);
        if (before.status !== 'revoked') await partnerEvents.apiKeyRevoked(tx, tenant.ownerId, row, at);
        return row;
      });
    },

    async enable(tenant: KeyTenant, id: string): Promise<ApiKeyRow> {
      return asKeyRow(await change(tenant, id, { status: 'active', revokedAt: null }), now());
    },

    /**
     * rollApiKey: a new secret answered this once; the current one keeps working for `overlapHours` (0: not at all).
     * A secret still in an earlier roll's overlap stops now: a key has at most two working secrets.
     */
    async roll(tenant: KeyTenant, id: string, overlapHours: number): Promise<IssuedApiKey> {
      const current = await find(tenant, id);
      const at = now();
      const secret = newApiKey();
      const key = await change(tenant, id, {
        prefix: secret.prefix, secretHash: secret.hash,
        previousHash: overlapHours > 0 ? current.secretHash : null,
        previousValidUntil: overlapHours > 0 ? new Date(at.getTime() + overlapHours * HOUR) : null,
      });
      return { ...asKeyRow(key, at), key: secret.key };
    },
  };
};

export type KeyStore = ReturnType<typeof createKeyStore>;
