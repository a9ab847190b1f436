import type { TransactionType } from '../api/sales';

/**
 * Which way a transaction moves the merchant's money. Amounts are stored and filtered as magnitudes; what a person
 * or a spreadsheet adds up is signed: payments and top-ups come in (+), refunds and withdrawals go out (−).
 */
export const MONEY_OUT_TYPES: readonly TransactionType[] = ['refund', 'withdraw'];
const MONEY_OUT: ReadonlySet<TransactionType> = new Set(MONEY_OUT_TYPES);

/** The amount as an accountant adds it up: negative for a refund or a withdrawal. */
export const signedAmount = (type: TransactionType, amount: number): number => (MONEY_OUT.has(type) ? -amount : amount);

/** What the transaction leaves the merchant with: the signed amount less the fee (a fee is always a cost). */
export const netAmount = (type: TransactionType, amount: number, fee: number): number => signedAmount(type, amount) - fee;
