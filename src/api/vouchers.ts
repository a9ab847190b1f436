import { z } from 'zod';

/** Message keys of the voucher actions; the app translates them (`app.vouchers.*` in src/i18n). */
export const VOUCHER_MESSAGES = {
  synced: 'app.vouchers.synced',
  blocked: 'app.vouchers.blocked',
  blockedCannotSync: 'app.vouchers.blockedCannotSync',
  /** Spec §5: 'Vui lòng nhập lý do chặn'. */
  blockReasonRequired: 'app.vouchers.blockReasonRequired',
  blockReasonTooLong: 'app.vouchers.blockReasonTooLong',
} as const;

/** Vouchers are records of this model in the generic record store. */
export const VOUCHER_MODEL = 'partner-vouchers';

export const BLOCK_MESSAGE_MAX_LENGTH = 1000;

/** A record id: the form sends it as a number or as digits. */
export const voucherIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^[1-9]\d{0,14}$/, { error: 'must be a record id' }).transform(Number),
]);

/** Spec §7 `sync-voucher {id}`; other form fields are ignored. */
export const syncVoucherRequestSchema = z.object({ id: voucherIdSchema }).meta({ examples: [{ id: 1204 }] });
export type SyncVoucherRequest = z.input<typeof syncVoucherRequestSchema>;

/** Spec §7 `block-voucher {id, blockMessage}`; a blank reason is answered with the spec's message (§5). */
export const blockVoucherRequestSchema = z.object({
  id: voucherIdSchema,
  blockMessage: z.string().nullish(),
}).meta({ examples: [{ id: 1204, blockMessage: 'Ưu đãi trùng với chương trình khuyến mãi đang chạy' }] });
export type BlockVoucherRequest = z.input<typeof blockVoucherRequestSchema>;

export const syncVoucherDataSchema = z.object({ id: z.number().int(), syncedAt: z.iso.datetime() })
  .meta({ examples: [{ id: 1204, syncedAt: '2026-11-21T02:15:00.000Z' }] });
export type SyncVoucherData = z.infer<typeof syncVoucherDataSchema>;

export const blockVoucherDataSchema = z.object({
  id: z.number().int(),
  blockMessage: z.string(),
  blockedAt: z.iso.datetime(),
}).meta({ examples: [{ id: 1204, blockMessage: 'Ưu đãi trùng với chương trình khuyến mãi đang chạy', blockedAt: '2026-11-21T02:20:00.000Z' }] });
export type BlockVoucherData = z.infer<typeof blockVoucherDataSchema>;
