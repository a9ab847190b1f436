import { TRANSACTION_TYPES } from '../../../src/api/sales';
import { netAmount, signedAmount } from '../../../src/core/moneyDirection';

test('payments and top-ups come in, refunds and withdrawals go out; the fee is always a cost', () => {
  expect(TRANSACTION_TYPES.map((type) => [type, signedAmount(type, 100_000), netAmount(type, 100_000, 1_000)])).toEqual([
    ['payment', 100_000, 99_000],
    ['refund', -100_000, -101_000],
    ['topup', 100_000, 99_000],
    ['withdraw', -100_000, -101_000],
  ]);
});

test('a day of a sale and its full refund adds up to the fees paid, as a spreadsheet of the export would', () => {
  const rows = [{ type: 'payment', amount: 250_000, fee: 2_500 }, { type: 'refund', amount: 250_000, fee: 0 }] as const;
  expect(rows.reduce((total, row) => total + netAmount(row.type, row.amount, row.fee), 0)).toBe(-2_500);
});
