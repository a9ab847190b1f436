import type { z } from 'zod';
import {
  type CheckoutRequest, type CheckoutShop, checkoutShopsDataSchema, type CustomerCard, customerCardSchema, type Receipt, receiptSchema,
} from '../../api/checkout';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/**
 * The cashier's calls, each answer checked against its wire schema. Quiet: the screens show each failure in
 * place, translated (a lost session still signs out through the HTTP client).
 */
const read = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(BAD_ANSWER);
  return parsed.data;
};

/** `loyalty/searchPhone`: the customer's points, recent activity and vouchers at this merchant. */
export const searchPhone = async (phone: string, signal?: AbortSignal): Promise<CustomerCard> =>
  read(customerCardSchema, (await httpClient('/api/loyalty/searchPhone', { body: { phone }, quiet: true, signal })).data);

/** `loyalty/checkoutShops`: the shops the caller may record a sale at. */
export const fetchCheckoutShops = async (signal?: AbortSignal): Promise<CheckoutShop[]> =>
  read(checkoutShopsDataSchema, (await httpClient('/api/loyalty/checkoutShops', { body: {}, quiet: true, signal })).data);

/** `loyalty/checkout` under `key`: the same key and body always answer the first receipt, never a second sale. */
export const submitCheckout = async (request: CheckoutRequest, key: string): Promise<Receipt> =>
  read(receiptSchema, (await httpClient('/api/loyalty/checkout', { body: request, quiet: true, headers: { 'Idempotency-Key': key } })).data);
