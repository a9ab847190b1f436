import {
  type CheckoutRequest, type CheckoutShop, checkoutShopsDataSchema, type CustomerCard, customerCardSchema, type Receipt, receiptSchema,
} from '../../api/checkout';
import { callParsed } from '../../dataProvider/callParsed';

/**
 * The cashier's calls, each answer checked against its wire schema. Quiet: the screens show each failure in
 * place, translated (a lost session still signs out through the HTTP client).
 */

/** `loyalty/searchPhone`: the customer's points, recent activity and vouchers at this merchant. */
export const searchPhone = async (phone: string, signal?: AbortSignal): Promise<CustomerCard> =>
  callParsed('/api/loyalty/searchPhone', customerCardSchema, { body: { phone }, quiet: true, signal });

/** `loyalty/checkoutShops`: the shops the caller may record a sale at. */
export const fetchCheckoutShops = async (signal?: AbortSignal): Promise<CheckoutShop[]> =>
  callParsed('/api/loyalty/checkoutShops', checkoutShopsDataSchema, { body: {}, quiet: true, signal });

/** `loyalty/checkout` under `key`: the same key and body always answer the first receipt, never a second sale. */
export const submitCheckout = async (request: CheckoutRequest, key: string): Promise<Receipt> =>
  callParsed('/api/loyalty/checkout', receiptSchema, { body: request, quiet: true, headers: { 'Idempotency-Key': key } });
