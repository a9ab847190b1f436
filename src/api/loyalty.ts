import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { countField, errField, messageField } from './envelope';
import { normalizeVnMobile } from '../core/phone';
import { loyaltyRulesSchema } from './loyaltyRules';
import { EXPORT_FORMATS, oneOrMany, queryInputOf, SALES_LIMITS, sortOf } from './sales';

/**
 * Wire types of the loyalty calls (spec §7 `loyalty` group): the points history of the merchant's customers, its
 * settlements with the platform, their quote and the staff's decisions. Points are whole and signed (earned
 * positive; redeemed, expired and settled negative); money is integer đồng; instants are ISO 8601 text; a
 * settlement's period is two local days 'YYYY-MM-DD' (Asia/Ho_Chi_Minh), both included.
 */

export const LOYALTY_KINDS = ['earn', 'redeem', 'expire', 'settle'] as const;
export type LoyaltyKind = (typeof LOYALTY_KINDS)[number];
export const SETTLEMENT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Which decision a staff member may take from which status; anything else is refused (400). */
export const SETTLEMENT_DECISIONS = {
  approve: { from: ['requested'], to: 'approved' },
  pay: { from: ['approved'], to: 'paid' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly SettlementStatus[]; to: SettlementStatus }>;
export type SettlementDecision = keyof typeof SETTLEMENT_DECISIONS;

/** Message keys of the loyalty calls' refusals and notices; the app translates them (`app.loyalty.*`). */
export const LOYALTY_MESSAGES = {
  /** 400: the period holds no redeemed points that could still be settled. */
  nothingToSettle: 'app.loyalty.errors.nothingToSettle',
  /** 409: the settlement is not (or no longer) in a status the decision can be taken from; `data.status`. */
  badTransition: 'app.loyalty.errors.badTransition',
  /** Said under the history's phone filter while it is not a Vietnamese mobile number (the server's 400 names queryInput.phone). */
  badPhone: 'app.loyalty.errors.badPhone',
  settlementRequested: 'app.loyalty.settlementRequested',
  /** A staff decision was recorded (the back-office page shows it as its alert). */
  settlementDecided: 'app.loyalty.settlementDecided',
} as const;

/** The longest settlement period: a year and a day. */
export const SETTLEMENT_MAX_DAYS = 366;
export const REJECT_REASON_MAX = 500;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const localDay = z.iso.date({ error: 'must be a date YYYY-MM-DD' }).max(10);

/** A phone typed in any Vietnamese format, answered in the canonical 10 digits; anything else names the field. */
const phoneFilter = z.string().max(20).transform((typed, context) => {
  const phone = normalizeVnMobile(typed);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: 'must be a Vietnamese mobile number' });
    return z.NEVER;
  }
  return phone;
});

/** `queryInput` of earnPointHistory and exportEarnPointHistory. */
export const earnPointFiltersSchema = z.strictObject({
  createdAt: z.strictObject({ gte: instant.optional(), lte: instant.optional() }).optional(),
  shopId: oneOrMany(id).optional(),
  kind: oneOrMany(z.enum(LOYALTY_KINDS)).optional(),
  phone: phoneFilter.optional(),
});
export type EarnPointFilters = z.output<typeof earnPointFiltersSchema>;

export const EARN_POINT_SORT_FIELDS = ['createdAt', 'points', 'id'] as const;
export type EarnPointSortField = (typeof EARN_POINT_SORT_FIELDS)[number];

const listPaging = {
  select: z.string().max(2_000).optional(),
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
};

export const earnPointHistoryRequestSchema = z.object({
  ...listPaging,
  sort: sortOf(EARN_POINT_SORT_FIELDS).optional(),
  queryInput: queryInputOf(earnPointFiltersSchema).optional(),
});
export type EarnPointHistoryRequest = z.input<typeof earnPointHistoryRequestSchema>;

/** One event of the history; the customer's number is masked ('090****567'): the whole number never leaves. */
export const earnPointRowSchema = z.object({
  id,
  createdAt: instant,
  customerPhone: z.string().nullable(),
  shopId: id.nullable(),
  shopName: z.string().nullable(),
  transactionId: id.nullable(),
  transactionReference: z.string().nullable(),
  points: z.number().int(),
  kind: z.enum(LOYALTY_KINDS),
}).meta({
  examples: [{
    id: 40_117, createdAt: '2026-11-21T09:42:18+07:00', customerPhone: '0938123456', shopId: 12, shopName: 'Cà phê Sông Hàn – Hải Châu',
    transactionId: 88213, transactionReference: 'PAY-20261121-000381', points: 18, kind: 'earn',
  }],
});
export type EarnPointRow = z.output<typeof earnPointRowSchema>;

const countedAnswer = <T extends z.ZodType>(row: T) => z.object({
  err: errField,
  message: messageField,
  data: z.array(row),
  count: countField,
  countIsLowerBound: z.boolean().optional(),
  /** `count` is the database's estimate of a large match (server/models/listCount.ts). */
  countIsEstimate: z.boolean().optional(),
});

export const earnPointHistoryAnswerSchema = countedAnswer(earnPointRowSchema);

export const exportEarnPointHistoryRequestSchema = z.object({
  queryInput: queryInputOf(earnPointFiltersSchema).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  locale: z.enum(['en', 'vi']).optional(),
});
export type ExportEarnPointHistoryRequest = z.input<typeof exportEarnPointHistoryRequestSchema>;

/** `queryInput` of settlementPointHistory and its export. */
export const settlementFiltersSchema = z.strictObject({
  /** One settlement (the back-office page's read action asks by id). */
  id: oneOrMany(id).optional(),
  createdAt: z.strictObject({ gte: instant.optional(), lte: instant.optional() }).optional(),
  status: oneOrMany(z.enum(SETTLEMENT_STATUSES)).optional(),
});
export type SettlementFilters = z.output<typeof settlementFiltersSchema>;

export const SETTLEMENT_SORT_FIELDS = ['createdAt', 'amount', 'id'] as const;
export type SettlementSortField = (typeof SETTLEMENT_SORT_FIELDS)[number];

export const settlementHistoryRequestSchema = z.object({
  ...listPaging,
  sort: sortOf(SETTLEMENT_SORT_FIELDS).optional(),
  queryInput: queryInputOf(settlementFiltersSchema).optional(),
});
export type SettlementHistoryRequest = z.input<typeof settlementHistoryRequestSchema>;

export const settlementRowSchema = z.object({
  id,
  periodFrom: z.string(),
  periodTo: z.string(),
  points: z.number().int(),
  rate: z.number().int(),
  amount: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  reason: z.string().nullable(),
  createdAt: instant,
  decidedAt: instant.nullable(),
}).meta({ examples: [{ id: 57, periodFrom: '2026-10-01', periodTo: '2026-10-31', points: 3_250, rate: 1_000, amount: 3_250_000, status: 'requested', reason: null, createdAt: '2026-11-02T03:15:00.000Z', decidedAt: null }] });
export type SettlementRow = z.output<typeof settlementRowSchema>;

export const settlementHistoryAnswerSchema = countedAnswer(settlementRowSchema);

export const exportSettlementHistoryRequestSchema = z.object({
  queryInput: queryInputOf(settlementFiltersSchema).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  locale: z.enum(['en', 'vi']).optional(),
});

/** settlementQuote and settlementPoint: a period of local days, from ≤ to, at most SETTLEMENT_MAX_DAYS long. */
export const settlementPeriodSchema = z.object({ periodFrom: localDay, periodTo: localDay })
  .meta({ examples: [{ periodFrom: '2026-10-01', periodTo: '2026-10-31' }] })
  .refine(({ periodFrom, periodTo }) => periodFrom <= periodTo, { error: 'must not be before periodFrom', path: ['periodTo'] })
  .refine(({ periodFrom, periodTo }) => Date.parse(periodTo) - Date.parse(periodFrom) < SETTLEMENT_MAX_DAYS * 86_400_000,
    { error: `must be at most ${SETTLEMENT_MAX_DAYS} days after periodFrom`, path: ['periodTo'] });
export type SettlementPeriod = z.output<typeof settlementPeriodSchema>;

/** What settling the period would cover: the redeemed points not yet settled and not past the redeem-expiry cycle. */
export const settlementQuoteSchema = z.object({
  points: z.number().int().min(0),
  events: z.number().int().min(0),
  rate: z.number().int(),
  amount: z.number().int().min(0),
}).meta({ examples: [{ points: 3_250, events: 412, rate: 1_000, amount: 3_250_000 }] });
export type SettlementQuote = z.output<typeof settlementQuoteSchema>;

/** A settlement's id as a number, or as the digits a page's address carries (the back-office's basic-API buttons). */
const settlementId = z.union([id, z.string().max(16).regex(/^[1-9]\d{0,15}$/, { error: 'must be a settlement id' }).transform(Number)]);
/** Other keys (a page form's read-only fields, sent along by its buttons) are ignored. */
export const settlementIdSchema = z.object({ id: settlementId }).meta({ examples: [{ id: 57 }] });
export const rejectSettlementSchema = z.object({ id: settlementId, reason: z.string().trim().min(1).max(REJECT_REASON_MAX) })
  .meta({ examples: [{ id: 57, reason: 'Số điểm đổi trong tháng 10 chưa khớp với đối soát của ngân hàng' }] });

/** The staff's view of a settlement: the merchant it belongs to beside its figures. */
export const staffSettlementRowSchema = settlementRowSchema.extend({ ownerCode: z.string(), ownerName: z.string() })
  .meta({ examples: [{ id: 57, periodFrom: '2026-10-01', periodTo: '2026-10-31', points: 3_250, rate: 1_000, amount: 3_250_000, status: 'requested', reason: null, createdAt: '2026-11-02T03:15:00.000Z', decidedAt: null, ownerCode: 'DEMO01', ownerName: 'Demo Merchant JSC' }] });
export const staffSettlementHistoryAnswerSchema = countedAnswer(staffSettlementRowSchema);

export const loyaltyRulesAnswerSchema = loyaltyRulesSchema;
