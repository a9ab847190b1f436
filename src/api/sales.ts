import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { countField, errField, messageField } from './envelope';

export {
  employeeSalesDataSchema, type EmployeeSalesData, merchantBalanceDataSchema, type MerchantBalance, pointBalanceDataSchema, type PointBalance,
  saleReportDataSchema, type SaleReportData, serviceSalesDataSchema, type ServiceSalesData, shopSalesDataSchema, type ShopSalesData,
} from './salesReports';

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
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const oneOrMany = <T extends z.ZodType>(value: T) => z.union([value, z.strictObject({ in: z.array(value).min(1).max(50) })]);

/** The message key of an amount range whose end is below its start (src/resources/transactions/english.ts, vietnamese.ts). */
export const AMOUNT_REVERSED = 'app.transactions.filters.amountReversed';

/** `queryInput` of findTransactions and exportTransactions: every filter optional, unknown keys refused. */
export const transactionFiltersSchema = z.strictObject({
  createdAt: z.strictObject({ gte: instant.optional(), lte: instant.optional() }).optional(),
  status: oneOrMany(z.enum(TRANSACTION_STATUSES)).optional(),
  type: oneOrMany(z.enum(TRANSACTION_TYPES)).optional(),
  serviceCode: oneOrMany(z.string().max(20).regex(/^[A-Z0-9_]{1,20}$/, { error: 'must be a service code' })).optional(),
  shopId: oneOrMany(id).optional(),
  reference: z.strictObject({ contains: z.string().trim().min(1).max(SALES_LIMITS.referenceMaxLength) }).optional(),
  amount: z.strictObject({ gte: money.optional(), lte: money.optional() })
    .refine(({ gte, lte }) => gte === undefined || lte === undefined || gte <= lte, { error: AMOUNT_REVERSED, path: ['lte'] }).optional(),
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
}).meta({
  examples: [{
    sort: [{ createdAt: 'desc' }],
    queryInput: { createdAt: { gte: '2026-11-01T00:00:00+07:00', lte: '2026-11-21T23:59:59+07:00' }, status: 'success', shopId: 12 },
    limit: 20, skip: 0,
  }],
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
}).meta({
  examples: [{
    id: 88213, reference: 'PAY-20261121-000381', createdAt: '2026-11-21T09:42:17+07:00', amount: 185_000, fee: 1_850, status: 'success',
    type: 'payment', serviceCode: 'QR_PAY', shopId: 12, shopName: 'Cà phê Sông Hàn – Hải Châu', userId: 31, userName: 'Trần Thị Bình',
  }],
});
export type TransactionRow = z.output<typeof transactionRowSchema>;

export const findTransactionsAnswerSchema = z.object({
  err: errField,
  message: messageField,
  data: z.array(transactionRowSchema),
  /** Rows matching the filters, exact up to `SALES_LIMITS.countBound`, else estimated or a lower bound. */
  count: countField,
  /** True when there are more than `count` rows (the count stopped at its bound). */
  countIsLowerBound: z.boolean().optional(),
  /** True when `count` is the database's estimate of a match larger than the bound. */
  countIsEstimate: z.boolean().optional(),
});
export type FindTransactionsAnswer = z.output<typeof findTransactionsAnswerSchema>;

export const detailTransactionRequestSchema = z.object({ id: z.union([id, z.string().max(16).regex(/^[1-9]\d{0,15}$/).transform(Number)]) })
  .meta({ examples: [{ id: 88213 }] });

/** The transaction with its shop, its employee and what the merchant keeps (amount less fee). */
export const transactionDetailSchema = transactionRowSchema.extend({
  netAmount: z.number().int(),
  shopAddress: z.string().nullable(),
  shopPhone: z.string().nullable(),
  userPhone: z.string().nullable(),
}).meta({
  examples: [{
    id: 88213, reference: 'PAY-20261121-000381', createdAt: '2026-11-21T09:42:17+07:00', amount: 185_000, fee: 1_850, status: 'success',
    type: 'payment', serviceCode: 'QR_PAY', shopId: 12, shopName: 'Cà phê Sông Hàn – Hải Châu', userId: 31, userName: 'Trần Thị Bình',
    netAmount: 183_150, shopAddress: '25 Bạch Đằng, Phường Hải Châu, Thành phố Đà Nẵng', shopPhone: '0236 3821 456', userPhone: '0912345678',
  }],
});
export type TransactionDetail = z.output<typeof transactionDetailSchema>;

/** The longest range a report covers: two years and a day (a leap year included). */
export const REPORT_MAX_DAYS = 732;

const rangeChecks = <S extends z.ZodType<{ from: string; to: string }>>(schema: S): S => schema
  .refine(({ from, to }) => Date.parse(from) <= Date.parse(to), { error: 'from must not be after to', path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < REPORT_MAX_DAYS * 86_400_000,
    { error: `must be at most ${REPORT_MAX_DAYS} days after from`, path: ['to'] });

/** A date range of the reports: instants, `from` ≤ `to`, at most about two years apart. */
export const reportRangeSchema = rangeChecks(z.object({ from: instant, to: instant })).meta({ examples: [{ from: '2026-11-01T00:00:00+07:00', to: '2026-11-21T23:59:59+07:00' }] });
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
}).meta({
  examples: [{
    id: '6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29', kind: 'transactions', format: 'xlsx', status: 'done', progress: 100, rows: 1_284,
    size: 96_512, fileName: 'giao-dich-2026-11.xlsx', error: null, createdAt: '2026-11-21T02:00:00.000Z',
    finishedAt: '2026-11-21T02:00:09.000Z', expiresAt: '2026-11-24T02:00:09.000Z',
  }],
});
export type ExportJob = z.output<typeof exportJobSchema>;

export const downloadTicketRequestSchema = z.object({ id: z.uuid().max(36) }).meta({ examples: [{ id: '6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29' }] });
export const downloadTicketDataSchema = z.object({ url: z.string() })
  .meta({ examples: [{ url: '/api/report/download/tk_Q2x9Lm4Vb7Nc1Rz8Wp5Ks3Hd' }] });

/** merchantSaleReport's request (its answer, as the dashboard's others: src/api/salesReports.ts). */
export const saleReportRequestSchema = rangeChecks(z.object({
  from: instant,
  to: instant,
  /** One shop's sales only (within the caller's scope). */
  shopId: id.optional(),
})).meta({ examples: [{ from: '2026-11-01T00:00:00+07:00', to: '2026-11-21T23:59:59+07:00' }] });
/** shopSaleReport, transactionByService and topSellingSubmerchant take the range, the last one a limit (default 5). */
export const groupReportRequestSchema = rangeChecks(z.object({ from: instant, to: instant, limit: z.number().int().min(1).max(50).optional() }))
  .meta({ examples: [{ from: '2026-11-01T00:00:00+07:00', to: '2026-11-21T23:59:59+07:00', limit: 5 }] });

/** findServiceList: the service codes of the caller's sales (the app names them in both languages). */
export const serviceListDataSchema = z.array(z.object({ code: z.string() })).meta({ examples: [[{ code: 'QR_PAY' }, { code: 'TOPUP' }]] });
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
export const shopChoiceSchema = z.object({ id, name: z.string(), status: z.enum(['active', 'locked']) })
  .meta({ examples: [{ id: 12, name: 'Cà phê Sông Hàn – Hải Châu', status: 'active' }] });
export type ShopChoice = z.output<typeof shopChoiceSchema>;

export const shopChoicesAnswerSchema = z.object({
  err: errField, message: messageField, data: z.array(shopChoiceSchema), count: countField,
});

/** getPoint and merchantBalance take no parameters: an empty body (or none). */
export const noParametersSchema = z.object({});
