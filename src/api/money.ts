import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { DOCUMENTED_REQUIRED } from './documentedRequired';
import { countField, errField, messageField } from './envelope';
import { passkeyAuthenticationResponseSchema } from './factors';
import { merchantBalanceDataSchema } from './sales';

/**
 * Wire types of the money calls (spec §7 `merchant` and `transaction` groups, CONTRACT.md "Merchant portal calls"):
 * the merchant's information, its balance, payment channels and bank accounts, and moving money to a bank account
 * with an SMS code. Money is integer đồng; instants are ISO 8601 text.
 */

/** Message keys of the refusals (the app translates them, src/resources/money/english.ts, vietnamese.ts). */
export const MONEY_MESSAGES = {
  /** The bank account is not one of the merchant's (404) or not verified (400). */
  accountNotFound: 'app.money.errors.accountNotFound',
  accountNotVerified: 'app.money.errors.accountNotVerified',
  /** `data.min`. */
  belowMinimum: 'app.money.errors.belowMinimum',
  /** `data.limit` and `data.remaining` (what today still allows). */
  overDailyLimit: 'app.money.errors.overDailyLimit',
  /** `data.available`. */
  overBalance: 'app.money.errors.overBalance',
  /** `data.triesLeft`. */
  codeWrong: 'app.money.errors.codeWrong',
  /** The code expired, was killed by wrong tries, or the transfer expired: ask again. `data.transfer`. */
  transferExpired: 'app.money.errors.transferExpired',
  transferNotFound: 'app.money.errors.transferNotFound',
  /** `data.max` transfers already await their code: enter or let one expire first (each one texts the owner). */
  tooManyAwaiting: 'app.money.errors.tooManyAwaiting',
  /** The merchant has no owner account to send the code to. */
  noOwnerPhone: 'app.money.errors.noOwnerPhone',
  /** 429: the owner's phone was sent its most codes for now (the sign-in codes' send limit); `data.retryAfterSeconds`. */
  codesLimited: 'app.money.errors.codesLimited',
  /** 429: the merchant's wrong transfer codes this hour are spent, across transfers; `data.retryAfterSeconds`. */
  codeTriesLimited: 'app.money.errors.codeTriesLimited',
  /** 409: a completed transfer cannot be cancelled. */
  alreadyCompleted: 'app.money.errors.alreadyCompleted',
} as const;

/** The refusals of the `Idempotency-Key` door (server/http/idempotency.ts), as the server answers them. */
export const IDEMPOTENCY_MESSAGE_KEYS = {
  idempotencyKeyRequired: 'app.money.errors.idempotencyKeyRequired',
  idempotencyKeyReused: 'app.money.errors.idempotencyKeyReused',
  idempotencyInProgress: 'app.money.errors.idempotencyInProgress',
} as const;

/**
 * The `Idempotency-Key` header of the calls that must not run twice (requestTransaction, checkout), as the route
 * schemas declare it: any other header passes; a missing key is refused by server/http/idempotency.ts.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().max(255).optional()
    .describe('A key the client makes for this request (a UUID): a retry with the same key and body answers the first answer again. Required: without it, 400 idempotencyKeyRequired')
    .meta({ examples: ['5b3f2c1a-9e8d-4f7a-b6c5-2d1e0f9a8b7c'] }),
  // Optional to the validator only, so that the idempotency door (server/http/idempotency.ts) answers a missing key
  // with its own message; the document says what the server does: required.
}).meta({ [DOCUMENTED_REQUIRED]: ['idempotency-key'] });

export const MONEY_LIMITS = {
  pageSize: 20,
  maxLimit: 100,
  maxSkip: 1_000_000,
  noteMaxLength: 200,
  /** Transfers of one merchant awaiting their code at once: bounds the SMS a movemoney user can make the owner receive. */
  maxAwaiting: 3,
} as const;

const id = z.number().int().positive().max(2_147_483_647);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
/** A positive whole number of đồng. */
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** merchant/merchantInfo: the merchant's registered details. Area codes are resolved to names by the app (src/address). */
export const merchantInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(['active', 'locked']),
  taxCode: z.string().nullable(),
  address: z.string(),
  provinceCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  wardCode: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
}).meta({
  examples: [{
    code: 'DEMO01', name: 'Demo Merchant JSC', status: 'active', taxCode: '0312345678', address: '25 Bạch Đằng', provinceCode: '48',
    districtCode: null, wardCode: '20194', contactName: 'Nguyễn Văn An', contactPhone: '0901234567', contactEmail: 'merchant@demo.local',
  }],
});
export type MerchantInfo = z.output<typeof merchantInfoSchema>;

/**
 * merchant/merchantBalance: `available` may be moved; `pending` is on its way (pending sales, and successful sales
 * younger than the settlement delay); `held` is what transfers awaiting their code keep aside (already out of
 * `available`). Integers, đồng.
 */
export const moneyBalanceSchema = z.object({ ...merchantBalanceDataSchema.shape, held: z.number().int() })
  .meta({ examples: [{ available: 12_450_000, pending: 3_180_000, currency: 'VND', held: 5_000_000 }] });
export type MoneyBalance = z.output<typeof moneyBalanceSchema>;

const listOf = <F extends z.ZodType>(filters: F) => z.object({
  select: z.string().max(2_000).optional(),
  /** Accepted for the list contract; these lists have one order (newest or by name). */
  sort: z.array(z.record(z.string().max(40), z.enum(['asc', 'desc']))).max(2).optional(),
  queryInput: z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  }, filters).optional(),
  limit: z.number().int().min(1).max(MONEY_LIMITS.maxLimit).default(MONEY_LIMITS.pageSize),
  skip: z.number().int().min(0).max(MONEY_LIMITS.maxSkip).default(0),
});

const listAnswerOf = <R extends z.ZodType>(row: R) =>
  z.object({ err: errField, message: messageField, data: z.array(row), count: countField });

/** merchant/findChannels (list contract): filters `enabled`, `code`. */
export const findChannelsRequestSchema = listOf(z.strictObject({
  enabled: z.boolean().optional(),
  code: z.string().max(20).regex(/^[A-Z0-9_]{1,20}$/, { error: 'must be a channel code' }).optional(),
}));
export type FindChannelsRequest = z.input<typeof findChannelsRequestSchema>;

/** A payment channel and its fee: `feeRateBp` basis points of the amount (150 = 1.5 %) plus `feeFixed` đồng. */
export const channelRowSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  feeRateBp: z.number().int().min(0),
  feeFixed: z.number().int().min(0),
  enabled: z.boolean(),
}).meta({ examples: [{ id: 1, code: 'QR_PAY', name: 'Thanh toán QR', feeRateBp: 100, feeFixed: 0, enabled: true }] });
export type ChannelRow = z.output<typeof channelRowSchema>;
export const findChannelsAnswerSchema = listAnswerOf(channelRowSchema);

/** transaction/listBankAccountsByUser (list contract): filter `verified`. */
export const listBankAccountsRequestSchema = listOf(z.strictObject({ verified: z.boolean().optional() }));
export type ListBankAccountsRequest = z.input<typeof listBankAccountsRequestSchema>;

/** A bank account of the merchant; the number only as its last four digits (`accountNumberMasked`, "•••• 6789"). */
export const bankAccountRowSchema = z.object({
  id,
  bankCode: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  holderName: z.string(),
  verified: z.boolean(),
}).meta({ examples: [{ id: 3, bankCode: 'VCB', bankName: 'Vietcombank', accountNumberMasked: '******7890', holderName: 'CONG TY CP DEMO MERCHANT', verified: true }] });
export type BankAccountRow = z.output<typeof bankAccountRowSchema>;
export const listBankAccountsAnswerSchema = listAnswerOf(bankAccountRowSchema);

/** transaction/requestTransaction (header `Idempotency-Key`). */
export const requestTransactionSchema = z.strictObject({
  bankAccountId: id,
  amount,
  note: z.string().trim().max(MONEY_LIMITS.noteMaxLength).optional(),
}).meta({ examples: [{ bankAccountId: 3, amount: 5_000_000, note: 'Rút doanh thu tuần 47' }] });
export type RequestTransaction = z.input<typeof requestTransactionSchema>;

/**
 * What may confirm a transfer (issue 35): the owner's passkey or authenticator app, or the SMS code sent to the owner's
 * phone. Only the owner account, confirming its own request, may use its passkey or app; anyone else gets the SMS code.
 */
export const TRANSFER_FACTORS = ['passkey', 'totp', 'sms'] as const;
export type TransferFactor = (typeof TRANSFER_FACTORS)[number];
const transferFactors = z.array(z.enum(TRANSFER_FACTORS));

/**
 * The transfer waits for its confirmation (`otpId` names its challenge). `factors`: the ways the caller may confirm
 * it, the SMS last; when it is `['sms']` the code went to the owner's phone, otherwise no SMS went (the owner confirms
 * with a passkey or an app, or asks sendTransferCode for the SMS).
 */
export const requestTransactionDataSchema = z.object({ transferId: z.uuid().max(36), otpId: z.string(), expiresAt: instant, factors: transferFactors }).meta({
  examples: [
    { transferId: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68', otpId: 'b4d1e8f2-3a6c-4b9e-8d7f-0c2a5e1b9f36', expiresAt: '2026-11-21T03:05:00.000Z', factors: ['sms'] },
    { transferId: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68', otpId: 'b4d1e8f2-3a6c-4b9e-8d7f-0c2a5e1b9f36', expiresAt: '2026-11-21T03:05:00.000Z', factors: ['passkey', 'totp', 'sms'] },
  ],
});
export type RequestTransactionData = z.output<typeof requestTransactionDataSchema>;

const transferId = z.uuid().max(36);
const sixDigits = z.string().max(12).trim().regex(/^\d{6}$/, { error: 'must be 6 digits' });

export const verifyTransactionSchema = z.strictObject({
  transferId,
  /** What answers: `sms` (the default), `totp` (the owner's authenticator app) in `otp`, or `passkey` in `passkey`. */
  factor: z.enum(TRANSFER_FACTORS).default('sms'),
  /** The SMS code or the app's code, as `factor` says; required but with a passkey. */
  otp: sixDigits.optional(),
  /** With `factor: 'passkey'` (and then required): the browser's AuthenticationResponseJSON for transferPasskeyOptions' options. */
  passkey: passkeyAuthenticationResponseSchema.optional(),
}).superRefine((body, context) => {
  const needed = body.factor === 'passkey' ? 'passkey' : 'otp';
  if (body[needed] === undefined) context.addIssue({ code: 'invalid_type', expected: needed === 'otp' ? 'string' : 'object', path: [needed], message: 'Required' });
}).meta({
  examples: [
    { transferId: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68', otp: '604218' },
    { transferId: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68', factor: 'totp', otp: '492039' },
    {
      transferId: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68', factor: 'passkey',
      passkey: {
        id: 'AW4bY1kz0cQ', rawId: 'AW4bY1kz0cQ', type: 'public-key', clientExtensionResults: {},
        response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ', signature: 'MEUCIQ' },
      },
    },
  ],
});
export type VerifyTransaction = z.input<typeof verifyTransactionSchema>;

export const confirmTransactionSchema = z.strictObject({ transferId }).meta({ examples: [{ transferId: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68' }] });

/** transaction/sendTransferCode: the SMS code went to the owner's phone; it works until the transfer's `expiresAt`. */
export const sendTransferCodeDataSchema = z.object({ transferId, expiresAt: instant })
  .meta({ examples: [{ transferId: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68', expiresAt: '2026-11-21T03:05:00.000Z' }] });
export type SendTransferCodeData = z.output<typeof sendTransferCodeDataSchema>;

export const TRANSFER_STATUSES = ['awaiting_code', 'completed', 'expired', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A transfer as the screens show it. */
export const transferSchema = z.object({
  id: z.uuid().max(36),
  bankAccountId: id,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  amount,
  note: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  createdAt: instant,
  expiresAt: instant,
  completedAt: instant.nullable(),
  /** While awaiting_code: the ways the caller may confirm it (requestTransaction's `factors`); empty otherwise. */
  factors: transferFactors,
}).meta({ examples: [{ id: '2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68', bankAccountId: 3, bankName: 'Vietcombank', accountNumberMasked: '******7890', amount: 5_000_000, note: 'Rút doanh thu tuần 47', status: 'completed', createdAt: '2026-11-21T03:00:00.000Z', expiresAt: '2026-11-21T03:05:00.000Z', completedAt: '2026-11-21T03:01:12.000Z', factors: [] }] });
export type Transfer = z.output<typeof transferSchema>;

/** transaction/findTransfers (list contract): newest first; filter `status`. */
export const findTransfersRequestSchema = listOf(z.strictObject({ status: z.enum(TRANSFER_STATUSES).optional() }));
export type FindTransfersRequest = z.input<typeof findTransfersRequestSchema>;
export const findTransfersAnswerSchema = listAnswerOf(transferSchema);

/** What the app shows next to the amount: the limits of a transfer (from the server's configuration). */
export const transferLimitsSchema = z.object({ min: z.number().int(), dailyLimit: z.number().int(), usedToday: z.number().int(), codeMinutes: z.number().int() })
  .meta({ examples: [{ min: 10_000, dailyLimit: 500_000_000, usedToday: 5_000_000, codeMinutes: 5 }] });
export type TransferLimits = z.output<typeof transferLimitsSchema>;

/** The last four digits, the rest hidden. */
export const maskAccountNumber = (accountNumber: string): string => `•••• ${accountNumber.slice(-4)}`;
