import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { envelopeSchema } from '../../../src/api/envelope';
import { passkeyAuthenticationOptionsSchema } from '../../../src/api/factors';
import {
  confirmTransactionSchema, findChannelsAnswerSchema, idempotencyHeadersSchema, findChannelsRequestSchema, findTransfersAnswerSchema, findTransfersRequestSchema,
  listBankAccountsAnswerSchema, listBankAccountsRequestSchema, merchantInfoSchema, moneyBalanceSchema, requestTransactionDataSchema,
  requestTransactionSchema, sendTransferCodeDataSchema, transferLimitsSchema, transferSchema, verifyTransactionSchema,
  type RequestTransactionData,
} from '../../../src/api/money';
import { ACTIONS, type Action } from '../../../src/api/permissions';
import { noParametersSchema } from '../../../src/api/sales';
import type { Audit } from '../../auth/audit';
import type { AuthServices } from '../../auth/services';
import { Forbidden } from '../../auth/forbidden';
import { requireAction } from '../../auth/guard';
import type { MoneyConfig } from '../../config';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { ok } from '../../http/envelope';
import { requestTransactionKey } from '../../http/idempotency';
import type { ZodPlugin } from '../../http/zod';
import type { Notifier } from '../../notify/notifier';
import { findChannels, listBankAccounts, merchantInfo } from './merchantDetails';
import { type Caller, createTransferService } from './transfers';

const TAGS = ['money'];

/** A preHandler letting through callers holding any one of `actions`. */
const requireAnyAction = (...actions: Action[]): preHandlerAsyncHookHandler => async (request) => {
  if (actions.some((action) => request.auth?.actions.has(action))) return;
  throw new Forbidden(actions.join(' or '));
};

export interface MoneyRouteOptions extends Record<string, unknown> {
  db: Db;
  now: () => Date;
  money: MoneyConfig;
  notifier: Notifier;
  audit: Audit;
  secret: string;
  /** Transfer codes one phone may be sent per hour. */
  codesPerHour: number;
  /** The owner's passkeys and authenticator app (the sign-in's services). */
  factors: Pick<AuthServices, 'apps' | 'passkeys'>;
}

/**
 * The merchant's information and moving its money (spec §7 `merchant` and `transaction` groups, CONTRACT.md
 * "Merchant portal calls"). The tenant is always the session's; a transfer or account of another merchant is
 * answered as not found.
 */
export const moneyRoutes: ZodPlugin<MoneyRouteOptions> = async (app, { db, now, money, notifier, audit, secret, codesPerHour, factors }) => {
  const service = createTransferService({ db, now, money, notifier, audit, secret, codesPerHour, factors });
  const info = requireAction(ACTIONS.merchantInfo);
  const move = requireAction(ACTIONS.moveMoney);
  const infoOrMove = requireAnyAction(ACTIONS.merchantInfo, ACTIONS.moveMoney);

  /** The caller, with the session's device fingerprint for the audit trail. */
  const callerOf = async (request: FastifyRequest): Promise<Caller> => {
    const [session] = await db.select({ deviceId: sessions.deviceId }).from(sessions).where(eq(sessions.id, request.auth.sessionId));
    const userAgent = request.headers['user-agent'];
    return {
      ownerId: request.auth.ownerId, ownerCode: request.auth.ownerCode, userId: request.auth.userId,
      source: { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined, deviceId: session?.deviceId },
    };
  };

  app.post('/merchant/merchantInfo', {
    preHandler: info,
    schema: {
      summary: 'The merchant\'s details: name, Owner ID (code), tax code, address (street and province/district/ward codes), contact',
      description: 'Needs the `merchantinfo` permission; always the session\'s merchant. Send an empty object.',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(merchantInfoSchema) },
    },
  }, async (request) => ok(await merchantInfo(db, request.auth.ownerId)));

  app.post('/merchant/merchantBalance', {
    preHandler: info,
    schema: {
      summary: 'The balance in đồng, a sum of entries: available = successful sales net of fees older than the settlement delay, less refunds, withdrawals and transfers (held or done); pending = pending sales and younger successful ones; held = transfers awaiting their code',
      description: 'Needs the `merchantinfo` permission. Send an empty object. Transfers whose code has run out are expired first, '
        + 'so their holds are back in `available`; the settlement delay is SETTLEMENT_DELAY_DAYS.',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(moneyBalanceSchema) },
    },
  }, async (request) => ok(await service.balance(request.auth.ownerId)));

  app.post('/merchant/findChannels', {
    preHandler: info,
    schema: {
      summary: 'The merchant\'s payment channels and their fees (list contract): filters enabled, code; by name',
      description: 'Needs the `merchantinfo` permission. The fee is `feeRateBp` basis points of the amount (150 = 1.5 %) plus '
        + '`feeFixed` đồng. 400 naming `queryInput.code` when it is not a channel code (A–Z, 0–9, _); `limit` 1–100 (default 20).',
      tags: TAGS, body: findChannelsRequestSchema, response: { 200: findChannelsAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await findChannels(db, request.auth.ownerId, request.body);
    return { ...ok(data), count };
  });

  app.post('/transaction/listBankAccountsByUser', {
    preHandler: infoOrMove,
    schema: {
      summary: 'The merchant\'s bank accounts (list contract): bank, number masked to its last 4 digits, holder, verified; filter verified',
      description: 'Needs the `merchantinfo` or the `movemoney` permission. Only a `verified` account can receive a transfer '
        + '(requestTransaction); `limit` 1–100 (default 20).',
      tags: TAGS, body: listBankAccountsRequestSchema, response: { 200: listBankAccountsAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await listBankAccounts(db, request.auth.ownerId, request.body);
    return { ...ok(data), count };
  });

  app.post('/transaction/transferLimits', {
    preHandler: move,
    schema: {
      summary: 'The transfer limits: the minimum, the daily limit and what today already used (completed and awaiting), the code\'s minutes',
      description: 'Needs the `movemoney` permission. Send an empty object. The limits are the server\'s TRANSFER_MIN, '
        + 'TRANSFER_DAILY_LIMIT and TRANSFER_CODE_MINUTES; check an amount against them before requestTransaction.',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(transferLimitsSchema) },
    },
  }, async (request) => ok(await service.limits(request.auth.ownerId)));

  app.post('/transaction/requestTransaction', {
    config: { errors: [409, 422, 429, 503] },
    preHandler: move,
    schema: {
      summary: 'Holds `amount` for a transfer to a verified bank account of the merchant and sends an SMS code to the owner\'s phone, unless the owner itself asks and has a passkey or an authenticator app (`data.factors` lists the ways, the SMS last). Header Idempotency-Key: the same key and body answer the first answer again (refusals included), another body 422, missing key 400',
      description: 'Needs the `movemoney` permission. `data.factors`: `[\'sms\']` when the code went to the owner\'s phone; for the '
        + 'owner account with a passkey or an active app, e.g. `[\'passkey\', \'totp\', \'sms\']` and no SMS went: confirm with '
        + 'verifyTransaction\'s `factor`, or ask sendTransferCode for the SMS. An employee holding `movemoney` always gets the SMS '
        + 'code to the owner\'s phone. 404 `app.money.errors.accountNotFound` (unknown or another merchant\'s) or 400 '
        + '`accountNotVerified` naming `bankAccountId`; 400 `belowMinimum` (`data.min`), `overDailyLimit` (`data.remaining`) or '
        + '`overBalance` (`data.available`) naming `amount`; 409 `tooManyAwaiting` (3 transfers already wait for their code: '
        + 'verify or cancel one) or `noOwnerPhone`; 429 `codesLimited`: wait `Retry-After`; 503 when the SMS cannot be sent (the '
        + 'hold is released).',
      tags: TAGS, headers: idempotencyHeadersSchema, body: requestTransactionSchema, response: { 200: envelopeSchema(requestTransactionDataSchema) },
    },
  }, async (request, reply) => {
    const caller = await callerOf(request);
    const key = requestTransactionKey<RequestTransactionData>(db, request, 'transaction/requestTransaction');
    const answer = await service.request(caller, request.body, key);
    if (key.replayed) reply.header('idempotent-replayed', 'true');
    return ok(answer);
  });

  app.post('/transaction/verifyTransaction', {
    config: { errors: [409, 429] },
    preHandler: move,
    schema: {
      summary: 'Completes a transfer with its SMS code (bound to the transfer and its amount), or the owner\'s authenticator app code or passkey (`factor`), and answers it; a completed transfer answers its state again. Wrong answer: 400 with data.triesLeft; the fifth wrong or an expired code: 409, the transfer expired and its hold released',
      description: 'Needs the `movemoney` permission. `factor`: `sms` (default) or `totp` with `otp` (six digits; an app code works '
        + 'once), `passkey` with `passkey` (the browser\'s answer to transferPasskeyOptions\' options). `totp` and `passkey` are the '
        + 'owner account\'s only, and only when it has that factor (requestTransaction\'s `factors`): anyone else is answered 400 '
        + '`codeWrong`. 404 `app.money.errors.transferNotFound` for an unknown or another merchant\'s '
        + '`transferId`; 400 `codeWrong` naming `otp` (or `passkey`), counted like a wrong SMS code; 409 `transferExpired` (`data.status`): request a new transfer. Wrong codes '
        + 'are limited per merchant across transfers (TRANSFER_CODE_WRONG_PER_HOUR): 429 `codeTriesLimited`, wait `Retry-After`.',
      tags: TAGS, body: verifyTransactionSchema, response: { 200: envelopeSchema(transferSchema) },
    },
  }, async (request) => ok(await service.verify(await callerOf(request), request.body)));

  app.post('/transaction/transferPasskeyOptions', {
    config: { errors: [409] },
    preHandler: move,
    schema: {
      summary: 'WebAuthn options for confirming a transfer with the owner\'s passkey: give them to the browser\'s navigator.credentials.get (startAuthentication of @simplewebauthn/browser) and send its answer to verifyTransaction with `factor: \'passkey\'`',
      description: 'Needs the `movemoney` permission; the owner account with a passkey only (requestTransaction\'s `factors` has '
        + '`passkey`), else 400 `app.money.errors.codeWrong`. The challenge is bound to this transfer and its amount, taken once, '
        + 'valid 5 minutes. 404 `transferNotFound` naming `transferId` for an unknown id or another merchant\'s transfer; 409 '
        + '`transferExpired` (`data.status`) when it no longer awaits its confirmation.',
      tags: TAGS, body: confirmTransactionSchema, response: { 200: envelopeSchema(passkeyAuthenticationOptionsSchema) },
    },
  }, async (request) => ok(await service.passkeyOptions(await callerOf(request), request.body.transferId)));

  app.post('/transaction/sendTransferCode', {
    config: { errors: [409, 429, 503] },
    preHandler: move,
    schema: {
      summary: '"Use another way": texts a new SMS code for a transfer awaiting its confirmation to the owner\'s phone (an earlier code stops working); it works until the transfer\'s `expiresAt`',
      description: 'Needs the `movemoney` permission. For the owner who confirms with a passkey or an app but would rather use the SMS, '
        + 'or a code that did not arrive. Shares requestTransaction\'s send limit (429 `app.money.errors.codesLimited`: wait '
        + '`Retry-After`). 404 `transferNotFound` naming `transferId` for an unknown id or another merchant\'s transfer; 409 '
        + '`transferExpired` (`data.status`); 503 when the SMS cannot be sent (the transfer still awaits its confirmation).',
      tags: TAGS, body: confirmTransactionSchema, response: { 200: envelopeSchema(sendTransferCodeDataSchema) },
    },
  }, async (request) => ok(await service.sendCode(await callerOf(request), request.body.transferId)));

  app.post('/transaction/cancelTransaction', {
    config: { errors: [409] },
    preHandler: move,
    schema: {
      summary: 'Cancels a transfer waiting for its SMS code: its hold is released and its code stops working at once. One already expired or cancelled answers its state; a completed one 409 app.money.errors.alreadyCompleted',
      description: 'Needs the `movemoney` permission. 404 `app.money.errors.transferNotFound` naming `transferId` for an unknown id or '
        + 'another merchant\'s transfer. Safe to repeat: a transfer no longer waiting answers its state unchanged.',
      tags: TAGS, body: confirmTransactionSchema, response: { 200: envelopeSchema(transferSchema) },
    },
  }, async (request) => ok(await service.cancel(await callerOf(request), request.body.transferId)));

  app.post('/transaction/confirmTransaction', {
    preHandler: move,
    schema: {
      summary: 'A transfer\'s state: awaiting_code, completed, expired or cancelled',
      description: 'Needs the `movemoney` permission. A transfer past its code time is expired (its hold released) before it is read. 404 '
        + '`app.money.errors.transferNotFound` naming `transferId` for an unknown id or another merchant\'s transfer.',
      tags: TAGS, body: confirmTransactionSchema, response: { 200: envelopeSchema(transferSchema) },
    },
  }, async (request) => ok(await service.confirm(await callerOf(request), request.body.transferId)));

  app.post('/transaction/findTransfers', {
    preHandler: infoOrMove,
    schema: {
      summary: 'The merchant\'s transfers, newest first (list contract): filter status',
      description: 'Needs the `merchantinfo` or the `movemoney` permission; every transfer of the merchant, whoever asked for it. '
        + 'Account numbers come masked; `limit` 1–100 (default 20).',
      tags: TAGS, body: findTransfersRequestSchema, response: { 200: findTransfersAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await service.find(await callerOf(request), request.body);
    return { ...ok(data), count };
  });
};
