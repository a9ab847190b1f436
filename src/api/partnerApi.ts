import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { normalizeVnMobile } from '../core/phone';
import { SHOP_STATUSES } from './shops';
import { SALES_LIMITS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './sales';

/**
 * Wire types of the partner API (`GET /api/v1/...`, CONTRACT.md "Partner API"): calls made with an API key
 * (`Authorization: Bearer mpk_live_…`) under the key's merchant. Answers keep the envelope and, for lists, the
 * list contract's `data` and `count`. Money is integer đồng; instants ISO 8601.
 */

const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const money = z.number().int();

/** A page of a list: `limit` rows (at most 100) after `skip` of them; query strings carry them as text. */
const paging = {
  limit: z.coerce.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.coerce.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
};

/** GET /api/v1/transactions: newest first; `from`/`to` bound `createdAt` (both included). */
export const partnerTransactionQuerySchema = z.strictObject({
  from: instant.optional(),
  to: instant.optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  ...paging,
}).refine(({ from, to }) => !from || !to || Date.parse(from) <= Date.parse(to), { error: 'from must not be after to', path: ['to'] })
  .meta({ examples: [{ from: '2026-11-01T00:00:00+07:00', to: '2026-11-20T23:59:59+07:00', status: 'success', limit: 50, skip: 0 }] });

export const partnerTransactionSchema = z.object({
  id,
  reference: z.string(),
  createdAt: instant,
  amount: money,
  fee: money,
  status: z.enum(TRANSACTION_STATUSES),
  type: z.enum(TRANSACTION_TYPES),
  serviceCode: z.string(),
  shopId: id.nullable(),
  shopName: z.string().nullable(),
});
export type PartnerTransaction = z.output<typeof partnerTransactionSchema>;

const TRANSACTION_EXAMPLE: PartnerTransaction = {
  id: 1042, reference: 'QR20261120000123', createdAt: '2026-11-20T03:15:00.000Z', amount: 1_250_000, fee: 12_500,
  status: 'success', type: 'payment', serviceCode: 'QRPAY', shopId: 3, shopName: 'Cửa hàng Bến Thành',
};

const listAnswer = <T extends z.ZodType>(row: T) => z.object({
  err: z.number().int(),
  message: z.string(),
  data: z.array(row),
  /** Rows matching, exact up to 1000; above, an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`). */
  count: z.number().int(),
  countIsLowerBound: z.boolean().optional(),
  countIsEstimate: z.boolean().optional(),
});

export const partnerTransactionListSchema = listAnswer(partnerTransactionSchema)
  .meta({ examples: [{ err: 200, message: 'ok', data: [TRANSACTION_EXAMPLE], count: 1 }] });

export const partnerTransactionIdSchema = z.strictObject({
  id: z.string().max(16).regex(/^[1-9]\d{0,15}$/, { error: 'must be a transaction id' }).transform(Number),
});

/** GET /api/v1/transactions/{id}: the row with what the merchant keeps (amount less fee). */
export const partnerTransactionDetailSchema = partnerTransactionSchema.extend({ netAmount: money });
export const partnerTransactionAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: partnerTransactionDetailSchema })
  .meta({ examples: [{ err: 200, message: 'ok', data: { ...TRANSACTION_EXAMPLE, netAmount: 1_237_500 } }] });

/** GET /api/v1/shops: by name. */
export const partnerShopQuerySchema = z.strictObject({ status: z.enum(SHOP_STATUSES).optional(), ...paging })
  .meta({ examples: [{ status: 'active', limit: 20, skip: 0 }] });

export const partnerShopSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  wardName: z.string().nullable(),
  districtName: z.string().nullable(),
  provinceName: z.string().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  status: z.enum(SHOP_STATUSES),
});
export const partnerShopListSchema = listAnswer(partnerShopSchema).meta({ examples: [{
  err: 200, message: 'ok', count: 1,
  data: [{
    id: 3, code: 'HCM-01', name: 'Cửa hàng Bến Thành', phone: '0281234567', address: '12 Lê Lợi', wardName: 'Phường Bến Thành',
    districtName: 'Quận 1', provinceName: 'Thành phố Hồ Chí Minh', opensAt: '08:00', closesAt: '22:00', status: 'active',
  }],
}] });

/** GET /api/v1/customers/{phone}/points: a Vietnamese mobile number in any usual spelling. */
export const partnerPhoneSchema = z.strictObject({
  phone: z.string().max(20).meta({
    description: 'A Vietnamese mobile number in any usual spelling (0912345678, +84912345678, 84 912 345 678); anything else is 400 naming phone',
    examples: ['0912345678'],
  }).transform((typed, context) => {
    const phone = normalizeVnMobile(typed);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'must be a Vietnamese mobile number' });
      return z.NEVER;
    }
    return phone;
  }),
});

/** A customer's points at the key's merchant; an unknown phone has 0. */
export const partnerPointsSchema = z.object({ phone: z.string(), balance: z.number() });
export const partnerPointsAnswerSchema = z.object({ err: z.number().int(), message: z.string(), data: partnerPointsSchema })
  .meta({ examples: [{ err: 200, message: 'ok', data: { phone: '0901234567', balance: 1250 } }] });

/** What the partner API's refusals carry: the envelope, `data` null or naming the missing scope. */
export const partnerRefusalSchema = z.object({ err: z.number().int(), message: z.string(), data: z.unknown() });
