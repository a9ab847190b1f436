import * as z from 'zod/mini';
import {
  employeeSalesDataSchema, merchantBalanceDataSchema, pointBalanceDataSchema, saleReportDataSchema, serviceSalesDataSchema, shopSalesDataSchema,
} from '../../../src/api/salesReports';

/** The dashboard's answers are checked with zod's mini build: each takes its documented example and refuses a malformed answer. */
const SCHEMAS: [string, z.ZodMiniType, unknown][] = [
  ['merchantSaleReport', saleReportDataSchema, { granularity: 'week', points: [], totals: { count: 0, amount: 0 } }],
  ['shopSaleReport', shopSalesDataSchema, [{ shopId: 0, shopName: 'A', count: 1, amount: 1 }]],
  ['transactionByService', serviceSalesDataSchema, [{ serviceCode: 'QR_PAY', count: -1, amount: 1 }]],
  ['topSellingSubmerchant', employeeSalesDataSchema, [{ userId: 3, userName: 'B', count: 1, amount: '1' }]],
  ['getPoint', pointBalanceDataSchema, { balance: 1.5, earned: 2, spent: 0, shopsOnly: false }],
  ['merchantBalance', merchantBalanceDataSchema, { available: 1, pending: 2, currency: 'USD' }],
];

test.each(SCHEMAS)('%s: its example is read, a malformed answer refused', (_call, schema, malformed) => {
  const examples = z.globalRegistry.get(schema)?.examples;
  expect(Array.isArray(examples) && examples.length > 0).toBe(true);
  for (const example of examples as unknown[]) expect(z.safeParse(schema, example).success).toBe(true);
  expect(z.safeParse(schema, malformed).success).toBe(false);
  expect(z.safeParse(schema, null).success).toBe(false);
});
