import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { normalizeVnMobile } from '../core/phone';

/**
 * Wire types of the cashier's calls (spec §2 /searchphone and /checkout; issue 11 "The cashier"): a customer found
 * by phone at this merchant, and a sale recorded for them that may redeem points or a voucher and earns points.
 * Money is integer đồng; points are whole; instants are ISO 8601 text.
 */

/** The refusals of the checkout, message keys the app translates (src/resources/checkout/english.ts, vietnamese.ts). */
export const CHECKOUT_MESSAGES = {
  shopNotYours: 'checkoutShopNotYours',
  notEnoughPoints: 'checkoutNotEnoughPoints',
  discountTooLarge: 'checkoutDiscountTooLarge',
  voucherUnavailable: 'checkoutVoucherUnavailable',
} as const;
export type CheckoutMessage = (typeof CHECKOUT_MESSAGES)[keyof typeof CHECKOUT_MESSAGES];

/** What a checkout may be recorded as: payments at the counter (top-ups are not sold here). */
export const CHECKOUT_SERVICES = ['QRPAY', 'CARD', 'BILL', 'VOUCHER'] as const;
export type CheckoutService = (typeof CHECKOUT_SERVICES)[number];

export const LOYALTY_EVENT_KINDS = ['earn', 'redeem', 'expire', 'settle'] as const;
export type LoyaltyEventKind = (typeof LOYALTY_EVENT_KINDS)[number];

/** How many past events the customer's card shows. */
export const RECENT_ACTIVITY = 10;

/** The largest sale the counter takes: a billion đồng keeps every sum far inside a safe integer. */
export const CHECKOUT_MAX_AMOUNT = 1_000_000_000;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A phone as the cashier typed it, answered in its canonical 10-digit form; anything else is refused as `phone`. */
export const customerPhoneSchema = z.string().max(30).transform((typed, context) => {
  const phone = normalizeVnMobile(typed);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: 'must be a Vietnamese mobile number' });
    return z.NEVER;
  }
  return phone;
});

export const searchPhoneRequestSchema = z.strictObject({ phone: customerPhoneSchema }).meta({ examples: [{ phone: '0938123456' }] });
export type SearchPhoneRequest = z.input<typeof searchPhoneRequestSchema>;

export const customerActivitySchema = z.object({
  id,
  createdAt: instant,
  kind: z.enum(LOYALTY_EVENT_KINDS),
  /** Signed: positive when earned, negative when redeemed or expired. */
  points: z.number().int(),
  shopId: id.nullable(),
  shopName: z.string().nullable(),
  transactionId: id.nullable(),
  reference: z.string().nullable(),
});
export type CustomerActivity = z.output<typeof customerActivitySchema>;

export const heldVoucherSchema = z.object({
  id,
  name: z.string(),
  /** The discount in đồng. */
  value: money,
  /** null: it does not expire. */
  endsAt: instant.nullable(),
});
export type HeldVoucher = z.output<typeof heldVoucherSchema>;

export const customerCardSchema = z.object({
  phone: z.string(),
  /** Points at this merchant: the sum of the customer's loyalty history here. */
  balance: z.number().int(),
  /** What one point takes off a sale, in đồng (config.loyalty.pointValue). */
  pointValue: z.number().int().positive(),
  /** The share of the paid amount earned back, in percent (config.loyalty.earnRatePercent). */
  earnRatePercent: z.number().int().min(0),
  recent: z.array(customerActivitySchema),
  vouchers: z.array(heldVoucherSchema),
}).meta({
  examples: [{
    phone: '0938123456', balance: 1_240, pointValue: 1_000, earnRatePercent: 10,
    recent: [{
      id: 40_117, createdAt: '2026-11-21T09:42:18+07:00', kind: 'earn', points: 18, shopId: 12, shopName: 'Cà phê Sông Hàn – Hải Châu',
      transactionId: 88213, reference: 'PAY-20261121-000381',
    }],
    vouchers: [{ id: 305, name: 'Giảm 50.000 ₫ cho hoá đơn từ 300.000 ₫', value: 50_000, endsAt: '2026-12-31T16:59:59.000Z' }],
  }],
});
export type CustomerCard = z.output<typeof customerCardSchema>;

export const checkoutShopSchema = z.object({ id, name: z.string() }).meta({ examples: [{ id: 12, name: 'Cà phê Sông Hàn – Hải Châu' }] });
export type CheckoutShop = z.output<typeof checkoutShopSchema>;
export const checkoutShopsDataSchema = z.array(checkoutShopSchema);

export const checkoutRequestSchema = z.strictObject({
  phone: customerPhoneSchema,
  shopId: id,
  serviceCode: z.enum(CHECKOUT_SERVICES),
  amount: z.number().int().min(1).max(CHECKOUT_MAX_AMOUNT),
  redeemPoints: z.number().int().min(0).max(CHECKOUT_MAX_AMOUNT).optional(),
  customerVoucherId: id.optional(),
}).meta({ examples: [{ phone: '0938123456', shopId: 12, serviceCode: 'QRPAY', amount: 350_000, redeemPoints: 20, customerVoucherId: 305 }] });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** What the customer is handed: the sale, its discounts and the points it moved. */
export const receiptSchema = z.object({
  transactionId: id,
  reference: z.string(),
  shopId: id,
  shopName: z.string(),
  serviceCode: z.string(),
  phone: z.string(),
  /** The sale before discounts. */
  amount: money,
  voucherDiscount: money,
  pointsDiscount: money,
  /** What the customer paid: amount less both discounts (the sale's amount). */
  paid: money,
  pointsRedeemed: z.number().int().min(0),
  pointsEarned: z.number().int().min(0),
  /** The customer's points at this merchant after the sale. */
  balanceAfter: z.number().int(),
  voucherName: z.string().nullable(),
  createdAt: instant,
}).meta({
  examples: [{
    transactionId: 88_214, reference: 'CHK-20261121-000042', shopId: 12, shopName: 'Cà phê Sông Hàn – Hải Châu', serviceCode: 'QRPAY',
    phone: '0938123456', amount: 350_000, voucherDiscount: 50_000, pointsDiscount: 20_000, paid: 280_000, pointsRedeemed: 20,
    pointsEarned: 28, balanceAfter: 1_248, voucherName: 'Giảm 50.000 ₫ cho hoá đơn từ 300.000 ₫', createdAt: '2026-11-21T10:05:00+07:00',
  }],
});
export type Receipt = z.output<typeof receiptSchema>;
