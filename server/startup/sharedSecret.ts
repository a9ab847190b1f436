import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceSettings } from '../db/schema';

const SETTING = 'auth_secret_fingerprint';

/** 16 hex characters that tell two secrets apart without telling anything about either. */
export const secretFingerprint = (secret: string): string =>
  createHmac('sha256', secret).update('merchant-portal: fingerprint of AUTH_SECRET').digest('hex').slice(0, 16);

export type SecretCheck =
  | { outcome: 'first' | 'same' }
  /** Another instance (or this one before a change) used another secret: the record now holds this one. */
  | { outcome: 'changed'; before: string; now: string };

/**
 * Records the fingerprint of this instance's AUTH_SECRET in the database and says whether the last instance to
 * start used the same. Instances of one database must share the secret: a code sent by one is an HMAC another must
 * verify, a file link one signed another must accept. Without AUTH_SECRET each instance generates its own into its
 * DATA_DIR, and codes then fail at random behind a load balancer, with no error anywhere. A change is reported,
 * not refused: rotating the secret on purpose is a change too.
 */
export const checkSharedSecret = async (db: Db, secret: string, at: Date): Promise<SecretCheck> => {
  const now = secretFingerprint(secret);
  const [before] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.name, SETTING));
  await db.insert(instanceSettings).values({ name: SETTING, value: now, updatedAt: at })
    .onConflictDoUpdate({ target: instanceSettings.name, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
  if (!before) return { outcome: 'first' };
  return before.value === now ? { outcome: 'same' } : { outcome: 'changed', before: before.value, now };
};

/** The warning a changed fingerprint logs, saying what to do. */
export const SECRET_CHANGED_WARNING =
  'AUTH_SECRET differs from the one the last server started on this database used: if several instances share the '
  + 'database, give them all the same AUTH_SECRET, or codes sent and file links signed by one fail on the others '
  + '(a deliberate rotation also ends the codes and links made before it)';
