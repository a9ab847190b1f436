import { APP_KEY } from '../../dataProvider/queries';

/** /merchants' query keys (its calls: moneyApi.ts). */
export const moneyKeys = {
  /** The merchant's details, balance (with `held`), channels, bank accounts, transfer limits and transfers. */
  part: (part: 'info' | 'areas' | 'balance' | 'channels' | 'accounts' | 'limits' | 'transfers') => [APP_KEY, 'money', part] as const,
};
