import { and, eq, sql } from 'drizzle-orm';
import {
  BLOCK_MESSAGE_MAX_LENGTH, VOUCHER_MESSAGES, VOUCHER_MODEL, type BlockVoucherData, type SyncVoucherData,
} from '../../../src/api/vouchers';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import { plainText } from './plainText';

const BLOCKED = 'blocked';

/** This tenant's voucher with `id`: the owner comes from the session, never from the request. */
const ownVoucher = (auth: AuthContext, id: number) =>
  and(eq(records.id, id), eq(records.ownerId, auth.ownerId), eq(records.model, VOUCHER_MODEL));

/** A JSONB patch merged over the record's data (`||` keeps every other field). */
const merged = (patch: Record<string, string>) => sql`${records.data} || ${JSON.stringify(patch)}::jsonb`;

/** The voucher actions of the back-office (spec §7 sync-voucher, block-voucher) on records of 'partner-vouchers'. */
export const createVoucherService = ({ db, now }: { db: Db; now: () => Date }) => ({
  /**
   * Marks the voucher synced. The partner system is out of reach of this reference server: the sync is
   * recorded (and logged by the route) so the screens behave as they would against it.
   */
  async sync(auth: AuthContext, id: number): Promise<SyncVoucherData> {
    const at = now();
    const syncedAt = at.toISOString();
    // One statement: a block landing between a read and the write cannot be overwritten by a sync.
    const updated = await db.update(records)
      .set({ data: merged({ syncedAt, syncStatus: 'synced' }), updatedAt: at })
      .where(and(ownVoucher(auth, id), sql`coalesce(${records.data}->>'status', '') <> ${BLOCKED}`))
      .returning({ id: records.id });
    if (updated.length > 0) return { id, syncedAt };
    const [existing] = await db.select({ id: records.id }).from(records).where(ownVoucher(auth, id));
    if (!existing) throw notFound();
    throw new AppError(400, VOUCHER_MESSAGES.blockedCannotSync);
  },

  /** Blocks the voucher with a reason (spec §5: a blank reason is refused with 'Vui lòng nhập lý do chặn'). */
  async block(auth: AuthContext, id: number, reason: string | null | undefined): Promise<BlockVoucherData> {
    // Plain text (markup dropped), then trimmed: a reason of tags or spaces only is no reason.
    const blockMessage = plainText(reason ?? '').trim();
    if (blockMessage === '') throw new AppError(400, VOUCHER_MESSAGES.blockReasonRequired, { data: { field: 'blockMessage' } });
    if (blockMessage.length > BLOCK_MESSAGE_MAX_LENGTH) {
      throw new AppError(400, VOUCHER_MESSAGES.blockReasonTooLong, { data: { field: 'blockMessage', max: BLOCK_MESSAGE_MAX_LENGTH } });
    }
    const at = now();
    const blockedAt = at.toISOString();
    const updated = await db.update(records)
      .set({ data: merged({ status: BLOCKED, blockMessage, blockedAt }), updatedAt: at })
      .where(ownVoucher(auth, id))
      .returning({ id: records.id });
    if (updated.length === 0) throw notFound();
    return { id, blockMessage, blockedAt };
  },
});

export type VoucherService = ReturnType<typeof createVoucherService>;
