import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import {
  fetchBalance, fetchBankAccounts, fetchChannels, fetchMerchantInfo, fetchRecentTransfers, fetchTransferLimits,
} from './moneyApi';
import { moneyKeys } from './data';

/** /merchants' loads through react-query, one per section. */

export const useMerchantInfo = () => useQuery({ queryKey: moneyKeys.part('info'), queryFn: ({ signal }) => fetchMerchantInfo(signal), ...LOAD_ONCE });
export const useBalance = () => useQuery({ queryKey: moneyKeys.part('balance'), queryFn: ({ signal }) => fetchBalance(signal), ...LOAD_ONCE });
export const useChannels = () => useQuery({ queryKey: moneyKeys.part('channels'), queryFn: ({ signal }) => fetchChannels(signal), ...LOAD_ONCE });
export const useBankAccounts = () => useQuery({ queryKey: moneyKeys.part('accounts'), queryFn: ({ signal }) => fetchBankAccounts(signal), ...LOAD_ONCE });
export const useRecentTransfers = () => useQuery({ queryKey: moneyKeys.part('transfers'), queryFn: ({ signal }) => fetchRecentTransfers(signal), ...LOAD_ONCE });
/** Asked when the dialog opens: today's use changes with every transfer. */
export const useTransferLimits = () =>
  useQuery({ queryKey: moneyKeys.part('limits'), queryFn: ({ signal }) => fetchTransferLimits(signal), ...LOAD_ONCE, staleTime: 0 });

/** After a transfer is asked, completed or expired: the balances (this screen's and the dashboard's), limits and list again. */
export const useRefreshMoney = () => {
  const client = useQueryClient();
  return useCallback(() => {
    for (const part of ['balance', 'limits', 'transfers'] as const) void client.invalidateQueries({ queryKey: moneyKeys.part(part) });
    void client.invalidateQueries({ queryKey: queryKeys.merchantBalance() });
  }, [client]);
};
