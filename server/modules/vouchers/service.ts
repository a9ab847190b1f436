import { and, desc, eq, sql } from 'drizzle-orm';
import { ERR } from '../../../src/api/codes';
import { TRANSITIONS, canDo, voucherState, type VoucherAction, type VoucherState } from '../../../src/api/voucherLifecycle';
import {
  REASON_MAX_LENGTH, VOUCHER_MESSAGES, VOUCHER_MODEL, type Approval, type BlockVoucherData, type ConflictData,
  type SyncVoucherData, type TransitionData, type VoucherDetail, type VoucherHistory,
} from '../../../src/api/vouchers';
import { businessDate } from '../../../src/core/formatDate';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { records, users, voucherTransitions } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import { plainText } from './plainText';

type VoucherData = Record<string, unknown>;

/**
 * A voucher of this tenant, by id (and its code, when given: both must match) or by its key alone (code): the owner
 * comes from the session, never from the request.
 */
export type VoucherRef = { id: number; code?: string } | { code: string };

const byCode = (code: string) => sql`${records.data}->>'code' = ${code}`;

const ownVoucher = (auth: AuthContext, ref: VoucherRef) => and(
  eq(records.ownerId, auth.ownerId), eq(records.model, VOUCHER_MODEL),
  'id' in ref ? and(eq(records.id, ref.id), ref.code === undefined ? undefined : byCode(ref.code)) : byCode(ref.code),
);

/** The stored status exactly as it is (a legacy value included): the conditional update compares it. */
const rawStatus = sql<string>`coalesce(${records.data}->>'status', '')`;

const REFUSED: Record<VoucherAction, string> = {
  sync: VOUCHER_MESSAGES.refusedSync,
  reject: VOUCHER_MESSAGES.refusedReject,
  approve: VOUCHER_MESSAGES.refusedApprove,
  block: VOUCHER_MESSAGES.refusedBlock,
};

const conflict = (data: ConflictData) => new AppError(ERR.conflict, VOUCHER_MESSAGES.conflict, { data });

const refused = (action: VoucherAction, id: number, state: VoucherState) => {
  // Kept from before the lifecycle: the preview page's sync explains a blocked voucher in these words.
  const message = action === 'sync' && state === 'blocked' ? VOUCHER_MESSAGES.blockedCannotSync : REFUSED[action];
  return new AppError(ERR.badRequest, message, { data: { id, state } });
};

/** A typed reason as plain text, trimmed; blank or too long → 400 naming `field`. */
const requireReason = (reason: string | null | undefined, field: string, required: string, tooLong: string): string => {
  const text = plainText(reason ?? '').trim();
  if (text === '') throw new AppError(ERR.badRequest, required, { data: { field } });
  if (text.length > REASON_MAX_LENGTH) throw new AppError(ERR.badRequest, tooLong, { data: { field, max: REASON_MAX_LENGTH } });
  return text;
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : value === null || value === undefined ? null : String(value));

const actorColumns = { userId: users.id, userName: users.fullName, userPhone: users.username };
const actor = (row: { userId: number | null; userName: string | null; userPhone: string | null }) =>
  row.userId === null ? null : { id: row.userId, name: row.userName ?? '', phone: row.userPhone ?? '' };

interface Change {
  action: VoucherAction;
  /** Fields merged over the voucher's data with its new status. */
  patch: (at: string) => VoucherData;
  reason?: string;
  expectedState?: VoucherState;
}

/** The voucher lifecycle (src/api/voucherLifecycle.ts) on records of 'partner-vouchers'; spec §7's calls. */
export const createVoucherService = ({ db, now }: { db: Db; now: () => Date }) => {
  /**
   * One transition: allowed from the state read, applied only if the stored status is still the one read (a
   * second user acting at once updates nothing and gets 409 with the fresh state), and recorded in the same
   * transaction.
   */
  const transition = async (auth: AuthContext, ref: VoucherRef, change: Change): Promise<{ id: number; at: Date; state: VoucherState }> => {
    const at = now();
    const today = businessDate(at);
    return db.transaction(async (tx) => {
      const [row] = await tx.select({ id: records.id, data: records.data, raw: rawStatus }).from(records)
        .where(ownVoucher(auth, ref)).orderBy(records.id).limit(1);
      if (!row) throw notFound();
      const data = (row.data ?? {}) as VoucherData;
      const from = voucherState(data, today);
      if (change.expectedState !== undefined && change.expectedState !== from) throw conflict({ id: row.id, state: from });
      if (!canDo(change.action, from)) throw refused(change.action, row.id, from);
      const to = TRANSITIONS[change.action].to;
      const patch = { ...change.patch(at.toISOString()), status: to };
      const updated = await tx.update(records)
        .set({ data: sql`${records.data} || ${JSON.stringify(patch)}::jsonb`, updatedAt: at })
        .where(and(ownVoucher(auth, { id: row.id }), sql`${rawStatus} = ${row.raw}`))
        .returning({ data: records.data });
      if (updated.length === 0) {
        const [fresh] = await tx.select({ data: records.data }).from(records).where(ownVoucher(auth, { id: row.id }));
        throw conflict({ id: row.id, state: voucherState((fresh?.data ?? {}) as VoucherData, today) });
      }
      await tx.insert(voucherTransitions).values({
        ownerId: auth.ownerId, voucherId: row.id, fromState: from, toState: to, reason: change.reason ?? null, userId: auth.userId, at,
      });
      return { id: row.id, at, state: voucherState(updated[0].data as VoucherData, today) };
    });
  };

  const approvalOf = async (auth: AuthContext, voucherId: number): Promise<Approval | null> => {
    const [row] = await db.select({ at: voucherTransitions.at, ...actorColumns }).from(voucherTransitions)
      .leftJoin(users, eq(users.id, voucherTransitions.userId))
      .where(and(eq(voucherTransitions.ownerId, auth.ownerId), eq(voucherTransitions.voucherId, voucherId), eq(voucherTransitions.toState, 'approved')))
      .orderBy(desc(voucherTransitions.at), desc(voucherTransitions.id)).limit(1);
    return row ? { at: row.at.toISOString(), user: actor(row) } : null;
  };

  const detail = async (auth: AuthContext, ref: VoucherRef): Promise<VoucherDetail> => {
    const [row] = await db.select({ id: records.id, data: records.data }).from(records).where(ownVoucher(auth, ref)).orderBy(records.id).limit(1);
    if (!row) throw notFound();
    const data = (row.data ?? {}) as VoucherData;
    const state = voucherState(data, businessDate(now()));
    const reason = state === 'rejected' ? data.rejectReason : state === 'blocked' ? data.blockMessage : null;
    return {
      id: row.id,
      code: text(data.code),
      name: text(data.name),
      value: text(data.value),
      exchangePoint: typeof data.exchangePoint === 'number' ? data.exchangePoint : null,
      startDate: text(data.startDate),
      endDate: text(data.endDate),
      description: text(data.description),
      hotLine: text(data.hotLine),
      state,
      reason: text(reason),
      approval: await approvalOf(auth, row.id),
    };
  };

  return {
    /** Spec §7 sync-voucher: submitted → synced. The partner system is out of reach: the sync is recorded. */
    async sync(auth: AuthContext, id: number, expectedState?: VoucherState): Promise<SyncVoucherData> {
      const done = await transition(auth, { id }, { action: 'sync', expectedState, patch: (syncedAt) => ({ syncedAt, syncStatus: 'synced' }) });
      return { id: done.id, syncedAt: done.at.toISOString(), state: done.state };
    },

    /** Submitted or synced → rejected, with a reason (spec §5: a blank one → 'Vui lòng nhập lý do từ chối'). */
    async reject(auth: AuthContext, id: number, reason: string | null | undefined, expectedState?: VoucherState): Promise<TransitionData> {
      const rejectReason = requireReason(reason, 'reason', VOUCHER_MESSAGES.rejectReasonRequired, VOUCHER_MESSAGES.rejectReasonTooLong);
      const done = await transition(auth, { id }, {
        action: 'reject', expectedState, reason: rejectReason, patch: (rejectedAt) => ({ rejectReason, rejectedAt }),
      });
      return { id: done.id, state: done.state, at: done.at.toISOString() };
    },

    /**
     * Spec §7 create_approve {voucher}: synced → approved, the voucher `id` shown (its code must be `code`), or by the
     * key alone while only one voucher has it: a state change never falls on another voucher sharing the code.
     */
    async approve(auth: AuthContext, code: string, expectedState?: VoucherState, id?: number): Promise<TransitionData> {
      if (id === undefined) {
        const sharing = await db.select({ id: records.id }).from(records).where(ownVoucher(auth, { code })).orderBy(records.id).limit(10);
        if (sharing.length > 1) throw new AppError(409, VOUCHER_MESSAGES.codeNotUnique, { data: { ids: sharing.map((row) => row.id) } });
      }
      const ref: VoucherRef = id === undefined ? { code } : { id, code };
      const done = await transition(auth, ref, { action: 'approve', expectedState, patch: (approvedAt) => ({ approvedAt }) });
      return { id: done.id, state: done.state, at: done.at.toISOString() };
    },

    /** Approved or active → blocked, with a reason (spec §5: a blank one → 'Vui lòng nhập lý do chặn'). */
    async block(auth: AuthContext, id: number, reason: string | null | undefined, expectedState?: VoucherState): Promise<BlockVoucherData> {
      const blockMessage = requireReason(reason, 'blockMessage', VOUCHER_MESSAGES.blockReasonRequired, VOUCHER_MESSAGES.blockReasonTooLong);
      const done = await transition(auth, { id }, {
        action: 'block', expectedState, reason: blockMessage, patch: (blockedAt) => ({ blockMessage, blockedAt }),
      });
      return { id: done.id, blockMessage, blockedAt: done.at.toISOString(), state: done.state };
    },

    detail,

    /** The voucher's transitions, newest first. */
    async history(auth: AuthContext, id: number): Promise<VoucherHistory> {
      const [voucher] = await db.select({ id: records.id }).from(records).where(ownVoucher(auth, { id }));
      if (!voucher) throw notFound();
      const rows = await db.select({
        id: voucherTransitions.id, from: voucherTransitions.fromState, to: voucherTransitions.toState,
        reason: voucherTransitions.reason, at: voucherTransitions.at, ...actorColumns,
      }).from(voucherTransitions).leftJoin(users, eq(users.id, voucherTransitions.userId))
        .where(and(eq(voucherTransitions.ownerId, auth.ownerId), eq(voucherTransitions.voucherId, id)))
        .orderBy(desc(voucherTransitions.at), desc(voucherTransitions.id));
      return {
        rows: rows.map((row) => ({
          id: row.id, from: row.from as VoucherState | null, to: row.to as VoucherState, reason: row.reason, at: row.at.toISOString(), user: actor(row),
        })),
      };
    },
  };
};

export type VoucherService = ReturnType<typeof createVoucherService>;
