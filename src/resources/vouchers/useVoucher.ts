import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { fetchHistory, fetchVoucher } from './vouchersApi';

const voucherKey = (id: number) => ['app', 'voucherLifecycle', id] as const;

/** The voucher (fields, state, approval) and its state history; `reload` reads both again (after an action or a 409). */
export const useVoucher = (id: number | null) => {
  const client = useQueryClient();
  const voucher = useQuery({
    queryKey: [...voucherKey(id ?? 0), 'detail'],
    queryFn: ({ signal }) => fetchVoucher(id ?? 0, signal),
    enabled: id !== null,
    ...LOAD_ONCE,
  });
  const history = useQuery({
    queryKey: [...voucherKey(id ?? 0), 'history'],
    queryFn: ({ signal }) => fetchHistory(id ?? 0, signal),
    enabled: id !== null,
    ...LOAD_ONCE,
  });
  const reload = useCallback(() => client.invalidateQueries({ queryKey: voucherKey(id ?? 0) }), [client, id]);
  return { voucher, history, reload };
};

/** The `voucher` query parameter as a record id, or null when missing or not an id. */
export const voucherIdOf = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
