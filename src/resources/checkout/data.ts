import { APP_KEY } from '../../dataProvider/queries';

/** The cashier's query keys (its calls: checkoutApi.ts). */
export const checkoutKeys = {
  /** A customer's card by canonical phone. */
  customerCard: (phone: string) => [APP_KEY, 'checkout', 'customer', phone] as const,
  /** The shops the caller sells at. */
  shops: () => [APP_KEY, 'checkout', 'shops'] as const,
};
