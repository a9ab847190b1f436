import { randomBytes } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { API_KEY_PREFIX, API_KEY_PREFIX_LENGTH, type ApiScope, heldScopes } from '../../src/api/apiKeys';
import { parseIpRange } from '../../src/core/ipRange';
import type { Db } from '../db/client';
import { apiKeys, owners, roles, users } from '../db/schema';
import { effectiveActionsSql } from './sessions';
import { shopScopeSql } from './shopScope';
import { sameDigest, sha256 } from './tokens';

const MINUTE = 60_000;
/** `last_used_at` / `last_used_ip` are written at most once a minute per key: no write per request. */
const TOUCH_EVERY_MS = MINUTE;

/** Base62: the key stays one "word" (double-click selects it, no URL escaping) whatever copies it. */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_CHARS = 43;

/** 43 base62 characters (about 256 bits), drawn without modulo bias. */
const randomBase62 = (length: number): string => {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
};

export interface NewApiKey {
  /** The key itself: shown once, never stored. */
  key: string;
  /** Its first characters, stored for display. */
  prefix: string;
  /** Its sha256, hex: what the database keeps. */
  hash: string;
}

/** A new key `mpk_live_` + 43 base62 characters (a secret scanner can match the prefix). */
export const newApiKey = (): NewApiKey => {
  const key = `${API_KEY_PREFIX}${randomBase62(SECRET_CHARS)}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), hash: sha256(key) };
};

const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${SECRET_CHARS}}$`);

/** Whether `ip` is on the allow-list (empty: any address). An IPv4 address seen as IPv6 (::ffff:a.b.c.d) counts as itself. */
export const ipAllowed = (ipAllow: readonly string[], ip: string): boolean => {
  if (!ipAllow.length) return true;
  const list = new BlockList();
  for (const entry of ipAllow) {
    const range = parseIpRange(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  try {
    return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  } catch {
    // Not an address at all (a misconfigured proxy header): never on the list.
    return false;
  }
};

/** Who calls the partner API: the key and its merchant, never anything the request says. */
export interface PartnerAuth {
  keyId: string;
  prefix: string;
  ownerId: number;
  ownerCode: string;
  userId: number;
  scopes: readonly ApiScope[];
  /** The key's scopes whose action its user holds now (SCOPE_ACTIONS): what its calls may read. */
  heldScopes: readonly ApiScope[];
  /** The shops its user sees now (null: every shop of the merchant): a key reads no more than its user in the portal. */
  shopIds: readonly number[] | null;
  ipAllow: readonly string[];
}

/**
 * Why a key was not accepted. Every reason answers the same 401 (the caller learns nothing of the key); `key` is
 * the row when one matched (revoked, expired, its user or merchant locked), so that its owner can see the attempt.
 */
export type KeyRefusal = { reason: 'unknown' } | { reason: 'revoked' | 'expired' | 'locked'; key: PartnerAuth };

export type KeyCheck = { ok: true; key: PartnerAuth } | { ok: false; refusal: KeyRefusal };

export const createApiKeyAuth = (db: Db, now: () => Date) => ({
  /**
   * The key behind a bearer value: its current secret, or its previous one until the roll's overlap ends. Looked up
   * by hash (an index), then the hash compared again in constant time.
   */
  async check(key: string): Promise<KeyCheck> {
    if (!KEY_SHAPE.test(key)) return { ok: false, refusal: { reason: 'unknown' } };
    const at = now();
    const hash = sha256(key);
    const [row] = await db.select({
      id: apiKeys.id, prefix: apiKeys.prefix, secretHash: apiKeys.secretHash, previousHash: apiKeys.previousHash,
      status: apiKeys.status, expiresAt: apiKeys.expiresAt, scopes: apiKeys.scopes, ipAllow: apiKeys.ipAllow,
      ownerId: owners.id, ownerCode: owners.code, ownerStatus: owners.status, userId: users.id, userStatus: users.status,
      actions: effectiveActionsSql(), shopIds: shopScopeSql(),
    }).from(apiKeys)
      .innerJoin(owners, eq(owners.id, apiKeys.ownerId))
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(or(eq(apiKeys.secretHash, hash), and(eq(apiKeys.previousHash, hash), gt(apiKeys.previousValidUntil, at))))
      .limit(1);
    const matches = row && (sameDigest(row.secretHash, hash) || (row.previousHash !== null && sameDigest(row.previousHash, hash)));
    if (!row || !matches) return { ok: false, refusal: { reason: 'unknown' } };
    const found: PartnerAuth = {
      keyId: row.id, prefix: row.prefix, ownerId: row.ownerId, ownerCode: row.ownerCode, userId: row.userId,
      scopes: row.scopes as ApiScope[], heldScopes: heldScopes(new Set(row.actions)).filter((scope) => row.scopes.includes(scope)),
      ipAllow: row.ipAllow, shopIds: row.shopIds,
    };
    if (row.status !== 'active') return { ok: false, refusal: { reason: 'revoked', key: found } };
    if (row.expiresAt !== null && row.expiresAt <= at) return { ok: false, refusal: { reason: 'expired', key: found } };
    // A locked merchant, or a locked third-party user who made the key, stops its keys too.
    if (row.ownerStatus !== 'active' || row.userStatus !== 'active') return { ok: false, refusal: { reason: 'locked', key: found } };
    return { ok: true, key: found };
  },

  /** Records the time and address of a use, unless the key's last use was recorded less than a minute ago. */
  async recordUse(keyId: string, ip: string): Promise<void> {
    const at = now();
    await db.update(apiKeys).set({ lastUsedAt: at, lastUsedIp: ip })
      .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, new Date(at.getTime() - TOUCH_EVERY_MS)))));
  },
});

export type ApiKeyAuth = ReturnType<typeof createApiKeyAuth>;
