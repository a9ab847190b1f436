import { useQuery } from '@tanstack/react-query';
import { LOAD_ONCE, queryKeys } from '../dataProvider/queries';
import { fetchShopChoices } from '../dataProvider/shopChoices';

/** The caller's shops as a filter's choices `{ id, name }`, loaded once per session of the screens that ask. */
export const useShopChoices = (): { id: number; name: string }[] | undefined => {
  const shops = useQuery({ queryKey: queryKeys.shopChoices(), queryFn: ({ signal }) => fetchShopChoices(signal), ...LOAD_ONCE });
  return shops.data?.map((shop) => ({ id: shop.id, name: shop.name }));
};
