import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PasskeyAuthenticationOptions, PasskeyAuthenticationResponse } from '../../../src/api/factors';
import {
  maskAccountNumber, MONEY_LIMITS, MONEY_MESSAGES, type findTransfersRequestSchema, type RequestTransactionData, type SendTransferCodeData,
  type Transfer, type TransferFactor, type TransferLimits, type verifyTransactionSchema,
} from '../../../src/api/money';
import type { Audit, AuditSource } from '../../auth/audit';
import type { AuthServices } from '../../auth/services';
import { createChallengeService, MAX_WRONG_CODES } from '../../auth/challenges';
import { hitRateLimit, perHour, releaseRateEvent, type Window } from '../../auth/rateLimits';

const MINUTE = 60_000;
import { sha256 } from '../../auth/tokens';
import type { MoneyConfig } from '../../config';
import type { Db } from '../../db/client';
import { bankAccounts, ledgerEntries, transfers, users } from '../../db/schema';
import { AppError, MESSAGES, tooMany } from '../../http/envelope';
import type { TransactionKey } from '../../http/idempotency';
import type { Notifier } from '../../notify/notifier';
import { partnerEvents } from '../../webhooks/partnerEvents';
import { endTransfers, expireOverdueOnRead, lockMerchant, movedToday, readBalance } from './ledger';

export interface TransferDeps {
  db: Db;
  now: () => Date;
  money: MoneyConfig;
  notifier: Notifier;
  audit: Audit;
  /** The HMAC secret of the codes (the sign-in codes' one). */
  secret: string;
  /** Transfer codes one phone may be sent per hour (OTP_SEND_PER_HOUR, counted apart from sign-in codes). */
  codesPerHour: number;
  /** The owner's passkeys and authenticator app, which confirm its transfers instead of the SMS code. */
  factors: Pick<AuthServices, 'apps' | 'passkeys'>;
}

/** Transfer codes sent to a phone; and wrong transfer codes of a merchant, across its transfers. */
const CODES_SENT = 'transfer-code-send';
const WRONG_CODES = 'transfer-code-wrong';

/** Who asks, from the session: the tenant, the user, and where from (the session's device fingerprint). */
export interface Caller {
  ownerId: number;
  ownerCode: string;
  userId: number;
  source: AuditSource;
}

/**
 * The code's handle, derived from the transfer and its amount: the code is an HMAC over it, so a code only ever
 * completes this transfer of this amount, and the client needs nothing but the transfer's id to verify it.
 */
export const transferHandle = (transfer: { id: string; amount: number }): string => `transfer:${transfer.id}:${transfer.amount}`;

/** "1.500.000" (SMS text is ASCII; the screens format money themselves). */
const groupDigits = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const transferCodeText = (code: string, amount: number, minutes: number): string =>
  `Ma xac thuc chuyen ${groupDigits(amount)} VND: ${code} (${minutes} phut) / Code to move ${groupDigits(amount)} VND: ${code} (${minutes} minutes)`;

const refuse = (status: number, message: string, data: Record<string, unknown>) => new AppError(status, message, { data });

/** A transfer's confirmation: the SMS or app code, or the passkey's signed answer. */
export type TransferAnswer = { factor: 'sms' | 'totp'; otp: string } | { factor: 'passkey'; passkey: PasskeyAuthenticationResponse };

/** verifyTransaction's body, as the route's schema gives it. */
const answerOf = (input: z.output<typeof verifyTransactionSchema>): TransferAnswer =>
  input.factor === 'passkey' ? { factor: 'passkey', passkey: input.passkey! } : { factor: input.factor, otp: input.otp! };

type CodeOutcome =
  | { kind: 'notFound' }
  | { kind: 'limited'; wait: number; transferId: string }
  | { kind: 'done'; transfer: Transfer; justCompleted: boolean }
  | { kind: 'expired'; transfer: Transfer; reason: string }
  | { kind: 'wrong'; triesLeft: number; transferId: string; amount: number };

export const createTransferService = ({ db, now, money, notifier, audit, secret, codesPerHour, factors }: TransferDeps) => {
  // The hour's codes as for sign-in; within a minute as many as may await their code at once (not the sign-in's one
  // a minute: a merchant paying two suppliers in a row is no attack, ten codes in two seconds are).
  const sendWindows: readonly Window[] = [{ limit: MONEY_LIMITS.maxAwaiting, ms: MINUTE }, ...perHour(codesPerHour)];
  const challengesOn = (tx: Db) => createChallengeService(tx, now, secret, money.transferCodeMinutes);

  const transferRows = (tx: Db) => tx.select({
    id: transfers.id, bankAccountId: transfers.bankAccountId, bankName: bankAccounts.bankName, accountNumber: bankAccounts.accountNumber,
    amount: transfers.amount, note: transfers.note, status: transfers.status, createdAt: transfers.createdAt,
    expiresAt: transfers.expiresAt, completedAt: transfers.completedAt,
  }).from(transfers).innerJoin(bankAccounts, eq(bankAccounts.id, transfers.bankAccountId));

  type Row = Awaited<ReturnType<ReturnType<typeof transferRows>['where']>>[number];
  /** `ways`: how the caller may confirm a transfer still awaiting its code (waysOf). */
  const wire = (row: Row, ways: TransferFactor[] = []): Transfer => ({
    id: row.id, bankAccountId: row.bankAccountId, bankName: row.bankName, accountNumberMasked: maskAccountNumber(row.accountNumber),
    amount: row.amount, note: row.note, status: row.status, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null, factors: row.status === 'awaiting_code' ? ways : [],
  });
  const transferOf = async (tx: Db, ownerId: number, id: string, ways: TransferFactor[] = []): Promise<Transfer | null> => {
    const [row] = await transferRows(tx).where(and(eq(transfers.id, id), eq(transfers.ownerId, ownerId)));
    return row ? wire(row, ways) : null;
  };

  const trail = (caller: Caller, kind: Parameters<Audit>[0]['kind'], outcome: Parameters<Audit>[0]['outcome'], detail: Record<string, string | number | boolean | null>) =>
    audit({ kind, outcome, userId: caller.userId, ownerCode: caller.ownerCode, ...caller.source, detail });

  /** The merchant's owner account (its first 'merchant' user): the code goes to its phone, its username. */
  const ownerAccount = async (ownerId: number): Promise<{ userId: number; phone: string } | null> => {
    const [owner] = await db.select({ userId: users.id, username: users.username }).from(users)
      .where(and(eq(users.ownerId, ownerId), eq(users.type, 'merchant'), eq(users.status, 'active'))).orderBy(asc(users.id)).limit(1);
    return owner ? { userId: owner.userId, phone: owner.username } : null;
  };

  /**
   * How the caller may confirm a transfer: the owner account with its passkey or its app first, then the SMS code;
   * anyone else (an employee holding `movemoney`) the SMS code to the owner's phone only, whatever factors it has:
   * the owner's consent is what a transfer needs.
   */
  const waysOf = async (caller: Caller, ownerUserId: number | null): Promise<TransferFactor[]> => {
    if (caller.userId !== ownerUserId) return ['sms'];
    const ways: TransferFactor[] = [];
    if ((await factors.passkeys.count(caller.userId)) > 0) ways.push('passkey');
    if (await factors.apps.isActive(caller.userId)) ways.push('totp');
    return [...ways, 'sms'];
  };
  const callerWays = async (caller: Caller) => waysOf(caller, (await ownerAccount(caller.ownerId))?.userId ?? null);

  /**
   * Checks a passkey's or an app's answer outside the transaction (those services use their own connection): true
   * only when the caller may use that factor and it answered right. An app's code is taken once (a replay is wrong); a
   * passkey's answer must sign a challenge issued for this transfer's handle.
   */
  const strongAnswerRight = async (caller: Caller, handle: string, answer: TransferAnswer): Promise<boolean> => {
    if (answer.factor === 'sms' || !(await callerWays(caller)).includes(answer.factor)) return false;
    if (answer.factor === 'passkey') return (await factors.passkeys.check(caller.userId, sha256(handle), answer.passkey)).result === 'ok';
    return (await factors.apps.check(caller.userId, answer.otp)).result === 'ok';
  };

  /** Texts `code` to the owner's phone. */
  const sendCode = (phone: string, code: string, amount: number) =>
    notifier.send({ to: phone, channel: 'sms', purpose: 'transfer', text: transferCodeText(code, amount, money.transferCodeMinutes), code });

  return {
    balance: async (ownerId: number) => {
      const at = now();
      await expireOverdueOnRead(db, ownerId, at);
      return readBalance(db, ownerId, at, money.settlementDelayDays);
    },

    limits: async (ownerId: number): Promise<TransferLimits> => {
      const at = now();
      await expireOverdueOnRead(db, ownerId, at);
      return { min: money.minTransfer, dailyLimit: money.dailyTransferLimit, usedToday: await movedToday(db, ownerId, at), codeMinutes: money.transferCodeMinutes };
    },

    /**
     * Holds the amount and sends the code. Everything that decides (the account, the limits, the balance) is read
     * and written in one transaction under the merchant's row lock, so concurrent requests see each other's holds.
     */
    async request(
      caller: Caller, input: { bankAccountId: number; amount: number; note?: string }, key?: TransactionKey<RequestTransactionData>,
    ): Promise<RequestTransactionData> {
      const { ownerId } = caller;
      const { bankAccountId, amount } = input;
      const owner = await ownerAccount(ownerId);
      const phone = owner?.phone ?? null;
      const ways = await waysOf(caller, owner?.userId ?? null);
      // The owner with a passkey or an app confirms with it: no SMS unless it asks (sendTransferCode).
      const texting = ways.length === 1;
      const at = now();
      type Held = { transferId: string; handle: string; code: string; expiresAt: Date; answer: RequestTransactionData };
      let held: Held;
      try {
        if (phone === null) throw refuse(409, MONEY_MESSAGES.noOwnerPhone, {});
        const outcome = await db.transaction(async (tx): Promise<{ earlier: RequestTransactionData } | { held: Held }> => {
          // The Idempotency-Key is claimed, and the answer remembered, in this transaction: a retry never holds twice.
          const earlier = (await key?.claim(tx)) ?? null;
          if (earlier) return { earlier };
          await lockMerchant(tx, ownerId);
          await endTransfers(tx, { ownerId, now: at, ids: null, status: 'expired', reason: 'codeNotEntered' });
          const [account] = await tx.select().from(bankAccounts).where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.ownerId, ownerId)));
          // Another merchant's account looks like no account at all.
          if (!account) throw refuse(404, MONEY_MESSAGES.accountNotFound, { field: 'bankAccountId' });
          if (account.verifiedAt === null) throw refuse(400, MONEY_MESSAGES.accountNotVerified, { field: 'bankAccountId' });
          if (amount < money.minTransfer) throw refuse(400, MONEY_MESSAGES.belowMinimum, { field: 'amount', min: money.minTransfer });
          const [awaiting] = await tx.select({ n: count() }).from(transfers).where(and(eq(transfers.ownerId, ownerId), eq(transfers.status, 'awaiting_code')));
          if (awaiting.n >= MONEY_LIMITS.maxAwaiting) throw refuse(409, MONEY_MESSAGES.tooManyAwaiting, { max: MONEY_LIMITS.maxAwaiting });
          const today = await movedToday(tx, ownerId, at);
          if (today + amount > money.dailyTransferLimit) {
            throw refuse(400, MONEY_MESSAGES.overDailyLimit, { field: 'amount', limit: money.dailyTransferLimit, remaining: Math.max(0, money.dailyTransferLimit - today) });
          }
          const { available } = await readBalance(tx, ownerId, at, money.settlementDelayDays);
          if (amount > available) throw refuse(400, MONEY_MESSAGES.overBalance, { field: 'amount', available: Math.max(0, available) });
          // Counted only for a code that goes: a refusal above rolls back with the transaction, this count included.
          const wait = texting ? await hitRateLimit(tx, CODES_SENT, phone, sendWindows, at) : 0;
          if (wait > 0) throw tooMany(MONEY_MESSAGES.codesLimited, wait);
          const transferId = randomUUID();
          const handle = transferHandle({ id: transferId, amount });
          const challenges = challengesOn(tx);
          const { code } = await challenges.create({ purpose: 'transfer', userId: caller.userId, destination: phone, handle });
          if (!texting) await challenges.unsent(handle);
          const expiresAt = new Date(at.getTime() + money.transferCodeMinutes * 60_000);
          await tx.insert(transfers).values({
            id: transferId, ownerId, userId: caller.userId, bankAccountId, amount, note: input.note ?? '', status: 'awaiting_code',
            challengeIdHash: sha256(handle), expiresAt, createdAt: at,
          });
          await tx.insert(ledgerEntries).values({ ownerId, kind: 'hold', amount: -amount, transferId, createdAt: at });
          const answer = { transferId, otpId: handle, expiresAt: expiresAt.toISOString(), factors: ways };
          await key?.remember(tx, answer);
          return { held: { transferId, handle, code, expiresAt, answer } };
        });
        if ('earlier' in outcome) return outcome.earlier;
        held = outcome.held;
      } catch (error) {
        // A replayed refusal was audited when it was first given.
        if (key?.replayed) throw error;
        if (error instanceof AppError) {
          await key?.refused(error);
          if (error.status === 429) await trail(caller, 'throttled', 'blocked', { scope: 'transferCodeSend', amount, bankAccountId });
          else await trail(caller, 'transferRefused', 'failure', { amount, bankAccountId, reason: error.message });
        }
        throw error;
      }
      const detail = { transferId: held.transferId, amount, bankAccountId };
      try {
        // After the commit: an SMS is not something a rollback can take back.
        if (texting) await sendCode(phone!, held.code, amount);
      } catch (error) {
        // Nobody can enter a code that never left: the hold goes back at once.
        await db.transaction(async (tx) => {
          await lockMerchant(tx, ownerId);
          await endTransfers(tx, { ownerId, now: now(), ids: [held.transferId], status: 'cancelled', reason: 'codeNotSent' });
        });
        const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
        await trail(caller, 'transferRefused', 'failure', { ...detail, reason: `codeNotSent: ${reason}` });
        // Nothing stands: the retry with this key asks afresh.
        await key?.forget();
        throw new AppError(503, MESSAGES.serviceUnavailable);
      }
      await trail(caller, 'transferRequested', 'success', detail);
      return held.answer;
    },

    /** WebAuthn options bound to the transfer's handle, for the owner with a passkey; 404 as verify would, 400 codeWrong otherwise. */
    async passkeyOptions(caller: Caller, transferId: string): Promise<PasskeyAuthenticationOptions> {
      await expireOverdueOnRead(db, caller.ownerId, now());
      const [row] = await db.select().from(transfers).where(and(eq(transfers.id, transferId), eq(transfers.ownerId, caller.ownerId)));
      if (!row) throw refuse(404, MONEY_MESSAGES.transferNotFound, { field: 'transferId' });
      if (row.status !== 'awaiting_code') throw refuse(409, MONEY_MESSAGES.transferExpired, { field: 'transferId', status: row.status });
      if (!(await callerWays(caller)).includes('passkey')) throw refuse(400, MONEY_MESSAGES.codeWrong, { field: 'passkey' });
      // The passkey challenge's scope is the sign-in one with this transfer's handle hash in place of a sign-in's: an
      // answer to it settles only this transfer of this amount, and a sign-in's answer (another handle) none.
      return factors.passkeys.authenticationOptions(caller.userId, sha256(transferHandle(row)));
    },

    /**
     * "Use another way": a new SMS code for a transfer awaiting its code (the old code stops working), to the owner's
     * phone, under the same send limits as requestTransaction's codes.
     */
    async sendCode(caller: Caller, transferId: string): Promise<SendTransferCodeData> {
      const { ownerId } = caller;
      const at = now();
      const phone = (await ownerAccount(ownerId))?.phone ?? null;
      let sent: { code: string; amount: number; expiresAt: Date };
      try {
        sent = await db.transaction(async (tx) => {
          await lockMerchant(tx, ownerId);
          await endTransfers(tx, { ownerId, now: at, ids: null, status: 'expired', reason: 'codeNotEntered' });
          const [row] = await tx.select().from(transfers).where(and(eq(transfers.id, transferId), eq(transfers.ownerId, ownerId)));
          if (!row) throw refuse(404, MONEY_MESSAGES.transferNotFound, { field: 'transferId' });
          if (row.status !== 'awaiting_code') throw refuse(409, MONEY_MESSAGES.transferExpired, { field: 'transferId', status: row.status });
          if (phone === null) throw refuse(409, MONEY_MESSAGES.noOwnerPhone, {});
          const wait = await hitRateLimit(tx, CODES_SENT, phone, sendWindows, at);
          if (wait > 0) throw tooMany(MONEY_MESSAGES.codesLimited, wait);
          const code = await challengesOn(tx).reissue(transferHandle(row));
          if (code === null) throw refuse(409, MONEY_MESSAGES.transferExpired, { field: 'transferId', status: row.status });
          return { code, amount: row.amount, expiresAt: row.expiresAt };
        });
      } catch (error) {
        if (error instanceof AppError && error.status === 429) await trail(caller, 'throttled', 'blocked', { scope: 'transferCodeSend', transferId });
        throw error;
      }
      try {
        await sendCode(phone!, sent.code, sent.amount);
      } catch {
        // The transfer stays: its passkey or app may still confirm it, or another try send the code.
        throw new AppError(503, MESSAGES.serviceUnavailable);
      }
      await trail(caller, 'otpSent', 'success', { channel: 'sms', purpose: 'transfer', transferId });
      return { transferId, expiresAt: sent.expiresAt.toISOString() };
    },

    /**
     * Checks the code and completes the transfer, under the merchant's lock. A completed transfer answers its state
     * again (never moves twice); a wrong code says how many tries are left; the fifth, or an expired code, ends it.
     * Outcomes are committed first and refused after, so a wrong try and an expiry are kept.
     */
    async verify(caller: Caller, input: z.output<typeof verifyTransactionSchema>): Promise<Transfer> {
      const { ownerId } = caller;
      const answer = answerOf(input);
      // A passkey or an app is checked first, on its own connection; its verdict settles the challenge below, so a
      // wrong one counts toward the same limits as a wrong SMS code.
      const [pending] = answer.factor === 'sms' ? [] : await db.select().from(transfers)
        .where(and(eq(transfers.id, input.transferId), eq(transfers.ownerId, ownerId), eq(transfers.status, 'awaiting_code')));
      const strongRight = pending ? await strongAnswerRight(caller, transferHandle(pending), answer) : false;
      const at = now();
      const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
        await lockMerchant(tx, ownerId);
        await endTransfers(tx, { ownerId, now: at, ids: null, status: 'expired', reason: 'codeNotEntered' });
        const [row] = await tx.select().from(transfers).where(and(eq(transfers.id, input.transferId), eq(transfers.ownerId, ownerId)));
        if (!row) return { kind: 'notFound' };
        if (row.status === 'completed') return { kind: 'done', transfer: (await transferOf(tx, ownerId, row.id))!, justCompleted: false };
        if (row.status !== 'awaiting_code') return { kind: 'expired', transfer: (await transferOf(tx, ownerId, row.id))!, reason: row.status };
        // One wrong-code budget per merchant across its transfers: new transfers bring no fresh tries. The try is
        // counted before the check (under the merchant's lock) and given back when the code is right.
        const wait = await hitRateLimit(tx, WRONG_CODES, String(ownerId), perHour(money.transferCodeWrongPerHour), at);
        if (wait > 0) return { kind: 'limited', wait, transferId: row.id };
        const challenges = challengesOn(tx);
        const check = answer.factor === 'sms'
          ? await challenges.check('transfer', transferHandle(row), answer.otp)
          : await challenges.settle('transfer', transferHandle(row), strongRight);
        if (check.result !== 'wrong') await releaseRateEvent(tx, WRONG_CODES, String(ownerId), at);
        const end = async (reason: string): Promise<CodeOutcome> => {
          await endTransfers(tx, { ownerId, now: at, ids: [row.id], status: 'expired', reason });
          return { kind: 'expired', transfer: (await transferOf(tx, ownerId, row.id))!, reason };
        };
        if (check.result === 'gone') return end('codeGone');
        if (check.result === 'wrong') {
          if (check.killed) return end('tooManyWrongCodes');
          return { kind: 'wrong', triesLeft: Math.max(0, MAX_WRONG_CODES - check.challenge.failedAttempts), transferId: row.id, amount: row.amount };
        }
        await tx.update(transfers).set({ status: 'completed', completedAt: at }).where(eq(transfers.id, row.id));
        // The hold becomes the debit: release and debit, no `withdraw` sale row (ledger.ts says why).
        await tx.insert(ledgerEntries).values([
          { ownerId, kind: 'release', amount: row.amount, transferId: row.id, createdAt: at },
          { ownerId, kind: 'debit', amount: -row.amount, transferId: row.id, createdAt: at },
        ]);
        const completed = (await transferOf(tx, ownerId, row.id))!;
        await partnerEvents.transferCompleted(tx, ownerId, completed, at);
        return { kind: 'done', transfer: completed, justCompleted: true };
      });
      switch (outcome.kind) {
        case 'notFound':
          await trail(caller, 'transferRefused', 'failure', { transferId: input.transferId, reason: 'notFound' });
          throw refuse(404, MONEY_MESSAGES.transferNotFound, { field: 'transferId' });
        case 'limited':
          await trail(caller, 'throttled', 'blocked', { scope: 'transferCodes', transferId: outcome.transferId });
          throw tooMany(MONEY_MESSAGES.codeTriesLimited, outcome.wait);
        case 'wrong':
          await trail(caller, 'transferCodeWrong', 'failure', { transferId: outcome.transferId, amount: outcome.amount, triesLeft: outcome.triesLeft, factor: answer.factor });
          throw refuse(400, MONEY_MESSAGES.codeWrong, { field: answer.factor === 'passkey' ? 'passkey' : 'otp', triesLeft: outcome.triesLeft });
        case 'expired':
          await trail(caller, 'transferRefused', 'failure', {
            transferId: outcome.transfer.id, amount: outcome.transfer.amount, bankAccountId: outcome.transfer.bankAccountId, reason: outcome.reason,
          });
          throw refuse(409, MONEY_MESSAGES.transferExpired, { field: 'otp', status: outcome.transfer.status });
        case 'done':
          if (outcome.justCompleted) {
            await trail(caller, 'transferCompleted', 'success', {
              transferId: outcome.transfer.id, amount: outcome.transfer.amount, bankAccountId: outcome.transfer.bankAccountId, factor: answer.factor,
            });
          }
          return outcome.transfer;
      }
    },

    /**
     * Cancels a transfer still waiting for its code, under the merchant's lock: its hold is released and its code
     * closed at once, instead of at its expiry. One already expired or cancelled answers its state; a completed one 409.
     */
    async cancel(caller: Caller, transferId: string): Promise<Transfer> {
      const { ownerId } = caller;
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        await lockMerchant(tx, ownerId);
        await endTransfers(tx, { ownerId, now: at, ids: null, status: 'expired', reason: 'codeNotEntered' });
        const current = await transferOf(tx, ownerId, transferId);
        if (!current) return null;
        if (current.status === 'awaiting_code') {
          await endTransfers(tx, { ownerId, now: at, ids: [transferId], status: 'cancelled', reason: 'cancelledByUser' });
        }
        return { before: current.status, transfer: (await transferOf(tx, ownerId, transferId))! };
      });
      if (!outcome) throw refuse(404, MONEY_MESSAGES.transferNotFound, { field: 'transferId' });
      if (outcome.before === 'completed') throw refuse(409, MONEY_MESSAGES.alreadyCompleted, { status: 'completed' });
      return outcome.transfer;
    },

    /** The transfer's state (expired first when its time is up). */
    async confirm(caller: Caller, transferId: string): Promise<Transfer> {
      await expireOverdueOnRead(db, caller.ownerId, now());
      const transfer = await transferOf(db, caller.ownerId, transferId, await callerWays(caller));
      if (!transfer) throw refuse(404, MONEY_MESSAGES.transferNotFound, { field: 'transferId' });
      return transfer;
    },

    async find(caller: Caller, request: z.output<typeof findTransfersRequestSchema>): Promise<{ data: Transfer[]; count: number }> {
      await expireOverdueOnRead(db, caller.ownerId, now());
      const where = and(eq(transfers.ownerId, caller.ownerId), request.queryInput?.status ? eq(transfers.status, request.queryInput.status) : undefined);
      const rows = await transferRows(db).where(where).orderBy(desc(transfers.createdAt), desc(transfers.id)).limit(request.limit).offset(request.skip);
      const [total] = await db.select({ n: count() }).from(transfers).where(where);
      const ways = rows.some((row) => row.status === 'awaiting_code') ? await callerWays(caller) : [];
      return { data: rows.map((row) => wire(row, ways)), count: total.n };
    },
  };
};

export type TransferService = ReturnType<typeof createTransferService>;
