import * as z from 'zod/mini';

/**
 * The answers of the dashboard's calls (spec §7: merchantSaleReport, shopSaleReport, transactionByService,
 * topSellingSubmerchant, getPoint, merchantBalance), written with zod's mini build: the dashboard checks every
 * answer with these alone, so its file carries 57 KB of zod (minified) instead of the full library's 94 KB before
 * its figures show on a phone. The server validates and documents the same schemas (src/api/sales.ts re-exports them).
 */

const int = () => z.number().check(z.int());
const id = int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** Sales figures of a group: successful sales (payments and top-ups) less refunds, in đồng, and how many. */
const figures = { count: int().check(z.minimum(0)), amount: int() };

/** merchantSaleReport: per local day, or per month for ranges over `MONTHLY_ABOVE_DAYS` (src/core/dateRanges.ts). */
export const saleReportDataSchema = z.object({
  granularity: z.enum(['day', 'month']),
  /** Every day (or month) of the range, oldest first, zeros included: 'YYYY-MM-DD' or 'YYYY-MM'. */
  points: z.array(z.object({ period: z.string(), ...figures })),
  totals: z.object(figures),
}).register(z.globalRegistry, {
  examples: [{
    granularity: 'day',
    points: [{ period: '2026-11-20', count: 42, amount: 7_385_000 }, { period: '2026-11-21', count: 37, amount: 6_120_000 }],
    totals: { count: 79, amount: 13_505_000 },
  }],
});
export type SaleReportData = z.output<typeof saleReportDataSchema>;

export const shopSalesDataSchema = z.array(z.object({ shopId: id, shopName: z.string(), ...figures }))
  .register(z.globalRegistry, { examples: [[{ shopId: 12, shopName: 'Cà phê Sông Hàn – Hải Châu', count: 412, amount: 68_950_000 }]] });
export const serviceSalesDataSchema = z.array(z.object({ serviceCode: z.string(), ...figures }))
  .register(z.globalRegistry, { examples: [[{ serviceCode: 'QR_PAY', count: 530, amount: 91_240_000 }, { serviceCode: 'TOPUP', count: 48, amount: 4_800_000 }]] });
export const employeeSalesDataSchema = z.array(z.object({ userId: id, userName: z.string(), ...figures }))
  .register(z.globalRegistry, { examples: [[{ userId: 31, userName: 'Trần Thị Bình', count: 214, amount: 35_760_000 }]] });
export type ShopSalesData = z.output<typeof shopSalesDataSchema>;
export type ServiceSalesData = z.output<typeof serviceSalesDataSchema>;
export type EmployeeSalesData = z.output<typeof employeeSalesDataSchema>;

/** loyalty/getPoint: the merchant's points balance (earned less redeemed, expired and settled). */
export const pointBalanceDataSchema = z.object({
  balance: int().register(z.globalRegistry, { description: 'Earned less spent: the points the customers hold.' }),
  earned: int().check(z.nonnegative()).register(z.globalRegistry, { description: 'Points earned on sales.' }),
  spent: int().check(z.nonnegative()).register(z.globalRegistry, { description: 'Points redeemed, expired or settled.' }),
  shopsOnly: z.boolean().register(z.globalRegistry, { description: 'The caller sees some shops only: the figures are those shops\' movements, and `balance` may be below zero.' }),
}).register(z.globalRegistry, { examples: [{ balance: 15_420, earned: 18_000, spent: 2_580, shopsOnly: false }] });
export type PointBalance = z.output<typeof pointBalanceDataSchema>;

/** merchant/merchantBalance (CONTRACT.md). */
export const merchantBalanceDataSchema = z.object({ available: int(), pending: int(), currency: z.literal('VND') })
  .register(z.globalRegistry, { examples: [{ available: 12_450_000, pending: 3_180_000, currency: 'VND' }] });
export type MerchantBalance = z.output<typeof merchantBalanceDataSchema>;
