import { z } from 'zod';
import { PHONE_PROBLEMS } from '../core/phone';

/**
 * Customers' phone numbers imported for a voucher (page 45, 'Nhập số điện thoại'): records of this model in the
 * generic record store, `{ phone, voucher, note }`, unique per owner, voucher and phone (migration 0016).
 */
export const VOUCHER_PHONE_MODEL = 'voucher-phones';

/** The most numbers one import call carries: the app sends a file in batches of this size. */
export const PHONE_IMPORT_BATCH = 5000;

export const VOUCHER_PHONE_MESSAGES = {
  /** The voucher named by `voucher` is not one of the tenant's (`data.field` = 'voucher'). */
  voucherNotFound: 'app.vouchers.phones.voucherNotFound',
  imported: 'app.vouchers.phones.imported',
} as const;

/** One line of the user's list or file: its line number (1 = the first line) and the text found there. */
export const phoneImportRowSchema = z.object({
  line: z.number().int().min(1).max(100_000_000),
  value: z.string().max(100),
});

export const phoneImportRequestSchema = z.object({
  /** The voucher's code, as page 60's link and page 45's `voucher` field hold it. */
  voucher: z.string().trim().min(1).max(100),
  rows: z.array(phoneImportRowSchema).min(1).max(PHONE_IMPORT_BATCH),
}).meta({ examples: [{ voucher: 'GRAB50K', rows: [{ line: 2, value: '0901 234 567' }, { line: 3, value: '+84381234567' }, { line: 4, value: 'abc' }] }] });
export type PhoneImportRequest = z.input<typeof phoneImportRequestSchema>;

export const phoneImportRefusalSchema = z.object({ line: z.number().int(), problem: z.enum(PHONE_PROBLEMS) });
export type PhoneImportRefusal = z.infer<typeof phoneImportRefusalSchema>;

/**
 * What one batch did: `added` new numbers, `existing` numbers that were already there (earlier in the batch, or
 * imported before for this voucher), and the lines `refused` with the reason. Sending the same batch again adds 0.
 */
export const phoneImportResultSchema = z.object({
  added: z.number().int().min(0),
  existing: z.number().int().min(0),
  refused: z.array(phoneImportRefusalSchema),
}).meta({ examples: [{ added: 2, existing: 0, refused: [{ line: 4, problem: 'notANumber' }] }] });
export type PhoneImportResult = z.infer<typeof phoneImportResultSchema>;
