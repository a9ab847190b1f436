import { z } from 'zod';
import { passkeyAuthenticationOptionsSchema } from '../../api/factors';
import {
  bankAccountRowSchema, channelRowSchema, merchantInfoSchema, moneyBalanceSchema, requestTransactionDataSchema, sendTransferCodeDataSchema,
  transferLimitsSchema, transferSchema, type RequestTransaction,
} from '../../api/money';
import { signWithPasskey } from '../../authProvider/browserPasskeys';
import { callParsed } from '../../dataProvider/callParsed';

/**
 * The calls of /merchants (spec §7 `merchant` and `transaction` groups), each answer checked against its wire schema.
 * Quiet: each section and the dialog show their own failure, so the user sees one message.
 */
const call = <T extends z.ZodType>(path: string, body: object, schema: T, options: { signal?: AbortSignal; headers?: Record<string, string> } = {}) =>
  callParsed(path, schema, { body, quiet: true, ...options });

/** The lists of this screen are short: one page of the list contract holds them. */
const WHOLE_LIST = { limit: 100, skip: 0 };
const RECENT_TRANSFERS = { limit: 10, skip: 0 };

export const MONEY_PATHS = {
  info: '/api/merchant/merchantInfo',
  balance: '/api/merchant/merchantBalance',
  channels: '/api/merchant/findChannels',
  accounts: '/api/transaction/listBankAccountsByUser',
  limits: '/api/transaction/transferLimits',
  transfers: '/api/transaction/findTransfers',
  request: '/api/transaction/requestTransaction',
  verify: '/api/transaction/verifyTransaction',
  cancel: '/api/transaction/cancelTransaction',
  passkeyOptions: '/api/transaction/transferPasskeyOptions',
  sendCode: '/api/transaction/sendTransferCode',
} as const;

export const fetchMerchantInfo = (signal?: AbortSignal) => call(MONEY_PATHS.info, {}, merchantInfoSchema, { signal });
export const fetchBalance = (signal?: AbortSignal) => call(MONEY_PATHS.balance, {}, moneyBalanceSchema, { signal });
export const fetchChannels = (signal?: AbortSignal) => call(MONEY_PATHS.channels, WHOLE_LIST, z.array(channelRowSchema), { signal });
export const fetchBankAccounts = (signal?: AbortSignal) => call(MONEY_PATHS.accounts, WHOLE_LIST, z.array(bankAccountRowSchema), { signal });
export const fetchTransferLimits = (signal?: AbortSignal) => call(MONEY_PATHS.limits, {}, transferLimitsSchema, { signal });
export const fetchRecentTransfers = (signal?: AbortSignal) => call(MONEY_PATHS.transfers, RECENT_TRANSFERS, z.array(transferSchema), { signal });

/** Asks for a transfer; `idempotencyKey` is the submitted form's one, so a retry of the same form never asks twice. */
export const requestTransfer = (body: RequestTransaction, idempotencyKey: string) =>
  call(MONEY_PATHS.request, body, requestTransactionDataSchema, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Confirms a transfer with the SMS code (the default) or the owner's authenticator app code. */
export const verifyTransfer = (transferId: string, otp: string, factor: 'sms' | 'totp' = 'sms') =>
  call(MONEY_PATHS.verify, factor === 'sms' ? { transferId, otp } : { transferId, factor, otp }, transferSchema);

/**
 * Confirms a transfer with the owner's passkey: the server's options for this transfer, the browser's prompt (the
 * WebAuthn library loaded on first use), its signed answer. The browser's refusals are Errors with `app.passkeys.*` keys.
 */
export const verifyTransferWithPasskey = async (transferId: string) => {
  const options = await call(MONEY_PATHS.passkeyOptions, { transferId }, passkeyAuthenticationOptionsSchema);
  const passkey = await signWithPasskey(options);
  return call(MONEY_PATHS.verify, { transferId, factor: 'passkey', passkey }, transferSchema);
};

/** "Send a code by SMS instead": a new code to the owner's phone for this transfer. */
export const sendTransferCode = (transferId: string) => call(MONEY_PATHS.sendCode, { transferId }, sendTransferCodeDataSchema);

/** Cancels a transfer waiting for its code: its hold comes back at once. */
export const cancelTransfer = (transferId: string) => call(MONEY_PATHS.cancel, { transferId }, transferSchema);
