import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { serviceName } from '../../core/salesTerms';
import { useShopChoices } from '../../hooks/useShopChoices';
import { fetchServiceChoices } from './transactionsApi';
import { transactionKeys } from './data';

export interface Choice {
  id: string | number;
  name: string;
}

/** The service and shop filters' choices, loaded once per session of the screen; names in the app's language. */
export const useFilterChoices = (): { services: Choice[] | undefined; shops: Choice[] | undefined } => {
  const [locale] = useLocaleState();
  const services = useQuery({ queryKey: transactionKeys.serviceChoices(), queryFn: ({ signal }) => fetchServiceChoices(signal), ...LOAD_ONCE });
  const shops = useShopChoices();
  return {
    services: services.data?.map((code) => ({ id: code, name: serviceName(code, locale) })),
    shops,
  };
};
