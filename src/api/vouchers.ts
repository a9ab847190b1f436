import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { VOUCHER_ACTIONS, VOUCHER_STATES } from './voucherLifecycle';

/** Message keys of the voucher actions; the app translates them (`app.vouchers.*` in src/i18n). */
export const VOUCHER_MESSAGES = {
  synced: 'app.vouchers.synced',
  blocked: 'app.vouchers.blocked',
  blockedCannotSync: 'app.vouchers.blockedCannotSync',
  /** Spec §5: 'Vui lòng nhập lý do chặn'. */
  blockReasonRequired: 'app.vouchers.blockReasonRequired',
  blockReasonTooLong: 'app.vouchers.blockReasonTooLong',
  rejected: 'app.vouchers.rejected',
  approved: 'app.vouchers.approved',
  /** Spec §5: 'Vui lòng nhập lý do từ chối'. */
  rejectReasonRequired: 'app.vouchers.rejectReasonRequired',
  rejectReasonTooLong: 'app.vouchers.rejectReasonTooLong',
  /** Another user changed the voucher's state first: `data` holds the fresh state. */
  conflict: 'app.vouchers.conflict',
  /** The action is not allowed from the voucher's state (TRANSITIONS in voucherLifecycle.ts), one per action. */
  refusedSync: 'app.vouchers.refusedSync',
  refusedReject: 'app.vouchers.refusedReject',
  refusedApprove: 'app.vouchers.refusedApprove',
  refusedBlock: 'app.vouchers.refusedBlock',
  /** 409 on create_approve without `id`: more than one voucher has the code (`data.ids`); approve the one meant by its id. */
  codeNotUnique: 'app.vouchers.codeNotUnique',
} as const;

/** A reason typed by staff (block or reject) is plain text of at most this many characters. */
export const REASON_MAX_LENGTH = 1000;

/** Vouchers are records of this model in the generic record store. */
export const VOUCHER_MODEL = 'partner-vouchers';

export const BLOCK_MESSAGE_MAX_LENGTH = REASON_MAX_LENGTH;

/** A record id: the form sends it as a number or as digits. */
export const voucherIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().max(15).regex(/^[1-9]\d{0,14}$/, { error: 'must be a record id' }).transform(Number),
]);

export const voucherStateSchema = z.enum(VOUCHER_STATES);
export const voucherActionSchema = z.enum(VOUCHER_ACTIONS);

/**
 * The state the screen showed when the user acted: when the voucher is no longer in it, the answer is 409
 * `conflict` with the fresh state instead of acting on a voucher the user did not see.
 */
const expectedState = voucherStateSchema.optional();

/** Spec §7 `sync-voucher {id}`; other form fields are ignored. */
export const syncVoucherRequestSchema = z.object({ id: voucherIdSchema, expectedState })
  .meta({ examples: [{ id: 1204 }, { id: 1204, expectedState: 'submitted' }] });
export type SyncVoucherRequest = z.input<typeof syncVoucherRequestSchema>;

/** Spec §7 `block-voucher {id, blockMessage}`; a blank reason is answered with the spec's message (§5). */
export const blockVoucherRequestSchema = z.object({
  id: voucherIdSchema,
  blockMessage: z.string().nullish(),
  expectedState,
}).meta({ examples: [{ id: 1204, blockMessage: 'Ưu đãi trùng với chương trình khuyến mãi đang chạy' }] });
export type BlockVoucherRequest = z.input<typeof blockVoucherRequestSchema>;

export const syncVoucherDataSchema = z.object({ id: z.number().int(), syncedAt: z.iso.datetime().max(ISO_INSTANT_MAX), state: voucherStateSchema })
  .meta({ examples: [{ id: 1204, syncedAt: '2026-11-21T02:15:00.000Z', state: 'synced' }] });
export type SyncVoucherData = z.infer<typeof syncVoucherDataSchema>;

export const blockVoucherDataSchema = z.object({
  id: z.number().int(),
  blockMessage: z.string(),
  blockedAt: z.iso.datetime().max(ISO_INSTANT_MAX),
  state: voucherStateSchema,
}).meta({ examples: [{ id: 1204, blockMessage: 'Ưu đãi trùng với chương trình khuyến mãi đang chạy', blockedAt: '2026-11-21T02:20:00.000Z', state: 'blocked' }] });
export type BlockVoucherData = z.infer<typeof blockVoucherDataSchema>;

/** Reject a submitted or synced voucher with a reason (spec §5: a blank one → 'Vui lòng nhập lý do từ chối'). */
export const rejectVoucherRequestSchema = z.object({
  id: voucherIdSchema,
  reason: z.string().nullish(),
  expectedState,
}).meta({ examples: [{ id: 1204, reason: 'Hình ảnh ưu đãi không rõ nét', expectedState: 'synced' }] });
export type RejectVoucherRequest = z.input<typeof rejectVoucherRequestSchema>;

/**
 * Spec §7 `create_approve {voucher}`: the voucher key is the voucher's code. `id`, the voucher the screen shows, makes
 * the approval act on that one (its code must be `voucher`): a code is not unique, and a state change by code alone is
 * refused while two vouchers share it.
 */
export const createApproveRequestSchema = z.object({
  voucher: z.string().trim().min(1, { error: 'must be a voucher code' }).max(200),
  id: voucherIdSchema.optional(),
  expectedState,
}).meta({ examples: [{ voucher: 'GIAM50K', id: 42, expectedState: 'synced' }] });
export type CreateApproveRequest = z.input<typeof createApproveRequestSchema>;

/** What a transition answers: the voucher's new state and when it changed. */
export const transitionDataSchema = z.object({
  id: z.number().int(),
  state: voucherStateSchema,
  at: z.iso.datetime().max(ISO_INSTANT_MAX),
}).meta({ examples: [{ id: 1204, state: 'approved', at: '2026-11-21T02:15:00.000Z' }] });
export type TransitionData = z.infer<typeof transitionDataSchema>;

/** The 409 answer's data: the voucher's state now, for the screen to show. */
export const conflictDataSchema = z.object({ id: z.number().int(), state: voucherStateSchema })
  .meta({ examples: [{ id: 1204, state: 'synced' }] });
export type ConflictData = z.infer<typeof conflictDataSchema>;

/** Who did something: the staff member's name and phone (their sign-in name). */
export const actorSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });
export type Actor = z.infer<typeof actorSchema>;

/** One recorded transition: `from` is null for the creation of the voucher. */
export const voucherTransitionSchema = z.object({
  id: z.number().int(),
  from: voucherStateSchema.nullable(),
  to: voucherStateSchema,
  reason: z.string().nullable(),
  at: z.iso.datetime().max(ISO_INSTANT_MAX),
  user: actorSchema.nullable(),
});
export type VoucherTransition = z.infer<typeof voucherTransitionSchema>;

export const voucherHistorySchema = z.object({ rows: z.array(voucherTransitionSchema) }).meta({
  examples: [{ rows: [
    { id: 7, from: 'submitted', to: 'synced', reason: null, at: '2026-11-21T02:15:00.000Z', user: { id: 3, name: 'Nguyễn Văn A', phone: '0912345678' } },
    { id: 6, from: null, to: 'submitted', reason: null, at: '2026-11-20T08:00:00.000Z', user: null },
  ] }],
});
export type VoucherHistory = z.infer<typeof voucherHistorySchema>;

/** The approval of a voucher: who approved it and when. */
export const approvalSchema = z.object({ at: z.iso.datetime().max(ISO_INSTANT_MAX), user: actorSchema.nullable() });
export type Approval = z.infer<typeof approvalSchema>;

const text = z.string().nullable();

/** A voucher as the review and approval screens show it (read-only), with its state and approval. */
export const voucherDetailSchema = z.object({
  id: z.number().int(),
  code: text,
  name: text,
  value: text,
  exchangePoint: z.number().nullable(),
  startDate: text,
  endDate: text,
  description: text,
  hotLine: text,
  state: voucherStateSchema,
  /** The reason of the rejection or of the block, when in one of those states. */
  reason: text,
  /** Null until the voucher was approved (spec §2 'Chưa duyệt'). */
  approval: approvalSchema.nullable(),
}).meta({
  examples: [{
    id: 1204, code: 'GIAM50K', name: 'Giảm 50.000đ', value: '50.000đ', exchangePoint: 500, startDate: '2026-11-01',
    endDate: '2026-12-31', description: 'Áp dụng cho hoá đơn từ 200.000đ', hotLine: '1900 1234', state: 'active', reason: null,
    approval: { at: '2026-11-21T02:15:00.000Z', user: { id: 3, name: 'Nguyễn Văn A', phone: '0912345678' } },
  }],
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

/** GET /api/vouchers/approval?voucher=<code>: spec §3 "a voucher key is used when reading an approval". */
export const approvalQuerySchema = z.object({ voucher: z.string().trim().min(1, { error: 'must be a voucher code' }).max(200) });

export const voucherIdParamsSchema = z.object({ id: voucherIdSchema });
