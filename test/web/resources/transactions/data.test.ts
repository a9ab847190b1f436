import { transactionFiltersOf, transactionSortOf } from '../../../../src/resources/transactions/data';

/** The history's filter values → findTransactions' queryInput (the list and its export share it). */

// 25 November 2026, 06:30 in Ho Chi Minh City.
const NOW = new Date('2026-11-24T23:30:00.000Z');

test('a preset is resolved in the business time zone when the call is made', () => {
  expect(transactionFiltersOf({ period: 'thisMonth' }, NOW)).toEqual({ createdAt: { gte: '2026-10-31T17:00:00.000Z', lte: '2026-11-30T16:59:59.999Z' } });
  expect(transactionFiltersOf({ period: 'today' }, NOW)).toEqual({ createdAt: { gte: '2026-11-24T17:00:00.000Z', lte: '2026-11-25T16:59:59.999Z' } });
  expect(transactionFiltersOf({ period: 'lastYear' }, NOW).createdAt).toEqual({ gte: '2024-12-31T17:00:00.000Z', lte: '2025-12-31T16:59:59.999Z' });
});

test('a custom range uses its dates, one end alone is half a range, and dates outside custom are ignored', () => {
  expect(transactionFiltersOf({ period: 'custom', from: '2026-11-10' }, NOW)).toEqual({ createdAt: { gte: '2026-11-09T17:00:00.000Z' } });
  expect(transactionFiltersOf({ period: 'custom', to: '2026-11-10' }, NOW)).toEqual({ createdAt: { lte: '2026-11-10T16:59:59.999Z' } });
  expect(transactionFiltersOf({ period: 'custom' }, NOW)).toEqual({});
  expect(transactionFiltersOf({ from: '2026-11-10', to: '2026-11-12' }, NOW)).toEqual({});
  expect(transactionFiltersOf({ period: 'thisYear', from: '2020-01-01' }, NOW).createdAt?.gte).toBe('2025-12-31T17:00:00.000Z');
});

test('blank and malformed values are no filter', () => {
  expect(
    transactionFiltersOf({ period: 'someday', status: 'lost', serviceCode: 'qr pay', shopId: 'x', reference: '   ', amountMin: -5, amountMax: 1.5 }, NOW),
  ).toEqual({});
  expect(transactionFiltersOf({ amountMax: 0 }, NOW)).toEqual({ amount: { lte: 0 } });
  expect(transactionFiltersOf({ reference: 'x'.repeat(60) }, NOW).reference?.contains).toHaveLength(40);
});

test('sort: date and amount both ways, anything else newest first', () => {
  expect(transactionSortOf({ field: 'createdAt', order: 'ASC' })).toEqual([{ createdAt: 'asc' }]);
  expect(transactionSortOf({ field: 'amount', order: 'DESC' })).toEqual([{ amount: 'desc' }]);
  expect(transactionSortOf({ field: 'status', order: 'ASC' })).toEqual([{ createdAt: 'desc' }]);
  expect(transactionSortOf(undefined)).toEqual([{ createdAt: 'desc' }]);
});
