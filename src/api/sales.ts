import { z } from 'zod';

/**
 * Wire types of the sales calls (spec §7 `transaction` and `report` groups, CONTRACT.md "Merchant portal calls"):
 * the transaction list and its filters, the dashboard's reports, the export jobs and their download tickets.
 * Money is integer đồng (VND has no minor unit); instants are ISO 8601 text.
 */

export const TRANSACTION_STATUSES = ['success', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_TYPES = ['payment', 'refund', 'topup', 'withdraw'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Page sizes of the lists: the pickers' 10 (spec §9), the list screens' 20 to 100. */
export const SALES_LIMITS = {
  pageSize: 20,
  maxLimit: 100,
  maxSkip: 1_000_000,
  /**
   * Counts are exact up to here; above it the answer is the planner's estimate (`countIsEstimate`, the screen shows
   * "about 23,400"), or when that is no better, `countIsLowerBound` ("1,000+"). Counting a thousand index entries
   * costs a fraction of a millisecond; counting a month of a large merchant's sales costs the request.
   */
  countBound: 1_000,
  referenceMaxLength: 40,
} as const;

const money = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true });
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const oneOrMany = <T extends z.ZodType>(value: T) => z.union([value, z.strictObject({ in: z.array(value).min(1).max(50) })]);

/** `queryInput` of findTransactions and exportTransactions: every filter optional, unknown keys refused. */
export const transactionFiltersSchema = z.strictObject({
  createdAt: z.strictObject({ gte: instant.optional(), lte: instant.optional() }).optional(),
  status: oneOrMany(z.enum(TRANSACTION_STATUSES)).optional(),
  type: oneOrMany(z.enum(TRANSACTION_TYPES)).optional(),
  serviceCode: oneOrMany(z.string().regex(/^[A-Z0-9_]{1,20}$/, { error: 'must be a service code' })).optional(),
  shopId: oneOrMany(id).optional(),
  reference: z.strictObject({ contains: z.string().trim().min(1).max(SALES_LIMITS.referenceMaxLength) }).optional(),
  amount: z.strictObject({ gte: money.optional(), lte: money.optional() }).optional(),
});
export type TransactionFilters = z.output<typeof transactionFiltersSchema>;

/** `queryInput` is an object or its JSON text (CONTRACT.md). */
export const queryInputOf = <T extends z.ZodType>(filters: T) =>
  z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  }, filters);

export const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount', 'id'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

export const sortOf = <F extends readonly [string, ...string[]]>(fields: F) =>
  z.array(z.partialRecord(z.enum(fields), z.enum(['asc', 'desc']))
    .refine((entry) => Object.keys(entry).length === 1, { error: 'each sort entry names one field' })).max(2);

/** The list contract (CONTRACT.md) for transactions. `select` is accepted for the pickers and ignored: rows are whole. */
export const findTransactionsRequestSchema = z.object({
  select: z.string().max(2_000).optional(),
  sort: sortOf(TRANSACTION_SORT_FIELDS).optional(),
  queryInput: queryInputOf(transactionFiltersSchema).optional(),
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
});
export type FindTransactionsRequest = z.input<typeof findTransactionsRequestSchema>;

export const transactionRowSchema = z.object({
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
  userId: id.nullable(),
  userName: z.string().nullable(),
});
export type TransactionRow = z.output<typeof transactionRowSchema>;

export const findTransactionsAnswerSchema = z.object({
  err: z.number().int(),
  message: z.string(),
  data: z.array(transactionRowSchema),
  /** Rows matching the filters, exact up to `SALES_LIMITS.countBound`, else estimated or a lower bound. */
  count: z.number().int(),
  /** True when there are more than `count` rows (the count stopped at its bound). */
  countIsLowerBound: z.boolean().optional(),
  /** True when `count` is the database's estimate of a match larger than the bound. */
  countIsEstimate: z.boolean().optional(),
});
export type FindTransactionsAnswer = z.output<typeof findTransactionsAnswerSchema>;

export const detailTransactionRequestSchema = z.object({ id: z.union([id, z.string().regex(/^[1-9]\d{0,15}$/).transform(Number)]) });

/** The transaction with its shop, its employee and what the merchant keeps (amount less fee). */
export const transactionDetailSchema = transactionRowSchema.extend({
  netAmount: z.number().int(),
  shopAddress: z.string().nullable(),
  shopPhone: z.string().nullable(),
  userPhone: z.string().nullable(),
});
export type TransactionDetail = z.output<typeof transactionDetailSchema>;

/** The longest range a report covers: two years and a day (a leap year included). */
export const REPORT_MAX_DAYS = 732;

const rangeChecks = <S extends z.ZodType<{ from: string; to: string }>>(schema: S): S => schema
  .refine(({ from, to }) => Date.parse(from) <= Date.parse(to), { error: 'from must not be after to', path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < REPORT_MAX_DAYS * 86_400_000,
    { error: `must be at most ${REPORT_MAX_DAYS} days after from`, path: ['to'] });

/** A date range of the reports: instants, `from` ≤ `to`, at most about two years apart. */
export const reportRangeSchema = rangeChecks(z.object({ from: instant, to: instant }));
export type ReportRange = z.output<typeof reportRangeSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
/** What an export job exports. */
export const EXPORT_KINDS = ['transactions', 'earnPoints', 'pointSettlements', 'shops', 'submerchants', 'activity'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportTransactionsRequestSchema = z.object({
  queryInput: queryInputOf(transactionFiltersSchema).optional(),
  sort: sortOf(TRANSACTION_SORT_FIELDS).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  /** The language of the file's headings and values ('en' default). */
  locale: z.enum(['en', 'vi']).optional(),
});
export type ExportTransactionsRequest = z.input<typeof exportTransactionsRequestSchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  rows: z.number().int().min(0),
  size: z.number().int().min(0).nullable(),
  fileName: z.string(),
  error: z.string().nullable(),
  createdAt: instant,
  finishedAt: instant.nullable(),
  expiresAt: instant.nullable(),
});
export type ExportJob = z.output<typeof exportJobSchema>;

export const downloadTicketRequestSchema = z.object({ id: z.string().uuid() });
export const downloadTicketDataSchema = z.object({ url: z.string() });

/** Sales figures of a group: successful sales (payments and top-ups) less refunds, in đồng, and how many. */
const figures = { count: z.number().int().min(0), amount: z.number().int() };

/** merchantSaleReport: per local day, or per month for ranges over `MONTHLY_ABOVE_DAYS` (src/core/dateRanges.ts). */
export const saleReportRequestSchema = rangeChecks(z.object({
  from: instant,
  to: instant,
  /** One shop's sales only (within the caller's scope). */
  shopId: id.optional(),
}));
export const saleReportDataSchema = z.object({
  granularity: z.enum(['day', 'month']),
  /** Every day (or month) of the range, oldest first, zeros included: 'YYYY-MM-DD' or 'YYYY-MM'. */
  points: z.array(z.object({ period: z.string(), ...figures })),
  totals: z.object(figures),
});
export type SaleReportData = z.output<typeof saleReportDataSchema>;

/** shopSaleReport, transactionByService and topSellingSubmerchant take the range, the last one a limit (default 5). */
export const groupReportRequestSchema = rangeChecks(z.object({ from: instant, to: instant, limit: z.number().int().min(1).max(50).optional() }));
export const shopSalesDataSchema = z.array(z.object({ shopId: id, shopName: z.string(), ...figures }));
export const serviceSalesDataSchema = z.array(z.object({ serviceCode: z.string(), ...figures }));
export const employeeSalesDataSchema = z.array(z.object({ userId: id, userName: z.string(), ...figures }));
export type ShopSalesData = z.output<typeof shopSalesDataSchema>;
export type ServiceSalesData = z.output<typeof serviceSalesDataSchema>;
export type EmployeeSalesData = z.output<typeof employeeSalesDataSchema>;

/** findServiceList: the service codes of the caller's sales (the app names them in both languages). */
export const serviceListDataSchema = z.array(z.object({ code: z.string() }));
/**
 * findServiceList and findShopList take the list contract (a picker's `select`, `sort`, `queryInput`, `limit`,
 * `skip`); filters: the shop's `name: { contains }`, `id` and `status`. findServiceList ignores them.
 */
export const choiceFiltersSchema = z.strictObject({
  id: oneOrMany(id).optional(),
  name: z.strictObject({ contains: z.string().trim().min(1).max(100) }).optional(),
  status: z.enum(['active', 'locked']).optional(),
});
export const choiceListRequestSchema = z.object({
  select: z.string().max(2_000).optional(),
  sort: sortOf(['name', 'id'] as const).optional(),
  queryInput: queryInputOf(choiceFiltersSchema).optional(),
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.maxLimit),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
});
export type ChoiceListRequest = z.input<typeof choiceListRequestSchema>;

/** findShopList: the caller's shops as filter choices (the list contract's `data` and `count`). */
export const shopChoiceSchema = z.object({ id, name: z.string(), status: z.enum(['active', 'locked']) });
export type ShopChoice = z.output<typeof shopChoiceSchema>;

export const shopChoicesAnswerSchema = z.object({
  err: z.number().int(), message: z.string(), data: z.array(shopChoiceSchema), count: z.number().int(),
});

/** getPoint and merchantBalance take no parameters: an empty body (or none). */
export const noParametersSchema = z.object({});

/** loyalty/getPoint: the merchant's points balance (earned less redeemed, expired and settled). */
export const pointBalanceDataSchema = z.object({ balance: z.number().int() });
/** merchant/merchantBalance (CONTRACT.md). */
export const merchantBalanceDataSchema = z.object({ available: z.number().int(), pending: z.number().int(), currency: z.literal('VND') });
export type MerchantBalance = z.output<typeof merchantBalanceDataSchema>;
