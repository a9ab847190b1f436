import { useQuery } from '@tanstack/react-query';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { fetchCheckoutShops, searchPhone } from './checkoutApi';
import { checkoutKeys } from './data';

/** A customer's card by canonical phone; nothing is asked while there is no phone. */
export const useCustomerCard = (phone: string | null) =>
  useQuery({
    queryKey: checkoutKeys.customerCard(phone ?? ''),
    queryFn: ({ signal }) => searchPhone(phone ?? '', signal),
    enabled: phone !== null,
    ...LOAD_ONCE,
  });

export const useCheckoutShops = () =>
  useQuery({ queryKey: checkoutKeys.shops(), queryFn: ({ signal }) => fetchCheckoutShops(signal), ...LOAD_ONCE });
