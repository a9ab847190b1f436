import { z } from 'zod';
import { queryInputOf } from './sales';
import { voucherIdSchema } from './vouchers';

/**
 * The read action of the voucher pages (spec §3 "Voucher-related", §7 "Read action"): one partner voucher with its
 * partner and the shops where it applies. `GET /api/vouchers/read` takes the voucher by `id` or by its code
 * (`voucher`), either as query parameters (the route query) or as `queryInput`, the JSON text of {id} or {voucher}
 * the page engine sends.
 */

/** A voucher code, as the route's `?voucher=` carries it. */
const voucherCode = z.string().trim().min(1, { error: 'must not be blank' }).max(100);

const voucherKeySchema = z.object({ id: voucherIdSchema.optional(), voucher: voucherCode.optional() });

export const voucherReadQuerySchema = z.object({
  /** Sent by the page engine on every call (spec §7); ignored. */
  page: z.string().max(100).optional(),
  api: z.string().max(100).optional(),
  id: voucherIdSchema.optional(),
  voucher: voucherCode.optional(),
  queryInput: queryInputOf(voucherKeySchema).optional(),
}).meta({ examples: [{ id: '1204' }, { voucher: 'SONGHAN01' }, { page: '54', api: 'read', queryInput: '{"id":1204}' }] });
export type VoucherReadQuery = z.input<typeof voucherReadQuerySchema>;

export const voucherInfoSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  /** Addresses of the voucher's images; the owner's uploads as signed links, as the record store answers them. */
  images: z.array(z.string()),
  /** 0 when the voucher has none. */
  exchangePoint: z.number(),
  /** A text ('Giảm 50.000đ') or an amount in đồng. */
  value: z.union([z.string(), z.number()]).nullable(),
  /** YYYY-MM-DD (or an ISO time). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  hotLine: z.string().nullable(),
  /** The reason it was blocked (spec §3: the rejection reason). */
  blockMessage: z.string().nullable(),
  /** The state the voucher is in today (src/api/voucherLifecycle.ts: active and expired derived from its dates). */
  status: z.string().nullable(),
});
export type VoucherInfo = z.infer<typeof voucherInfoSchema>;

export const partnerInfoSchema = z.object({ name: z.string().nullable(), detail: z.string().nullable() });
export type PartnerInfo = z.infer<typeof partnerInfoSchema>;

export const shopInfoSchema = z.object({ name: z.string(), address: z.string() });
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const VOUCHER_READ_EXAMPLE = {
  voucherInfo: {
    id: 1204, code: 'SONGHAN01', images: ['/api/file/1b4e28ba-2fa1-4d2b-883f-0016d3cca427?expires=1795000000&signature=abc'],
    exchangePoint: 500, value: 'Giảm 50.000đ', startDate: '2026-11-01', endDate: '2026-12-31', name: 'Giảm 50.000đ tại Cà phê Sông Hàn',
    description: 'Áp dụng cho khách hàng thành viên.', hotLine: '1900 6868', blockMessage: null, status: 'active',
  },
  partnerInfo: { name: 'Cà phê Sông Hàn', detail: 'Chuỗi cà phê rang xay tại chỗ, 24 quán ở Đà Nẵng và Hội An.' },
  shopInfos: [{ name: 'Sông Hàn Bạch Đằng', address: '12 Bạch Đằng, Hải Châu, Đà Nẵng' }],
};

export const voucherReadDataSchema = z.object({
  voucherInfo: voucherInfoSchema,
  partnerInfo: partnerInfoSchema,
  shopInfos: z.array(shopInfoSchema),
}).meta({ examples: [VOUCHER_READ_EXAMPLE] });
export type VoucherReadData = z.infer<typeof voucherReadDataSchema>;
