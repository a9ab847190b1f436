import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LOAD_ONCE, queryKeys } from '../dataProvider/queries';
import { fetchShopChoices } from '../dataProvider/shopChoices';

/**
 * The caller's shops as a filter's choices `{ id, name }`, loaded once per session of the screens that ask. A locked
 * shop stays a choice (its past sales are still there to find) and says it is locked.
 */
export const useShopChoices = (): { id: number; name: string }[] | undefined => {
  const translate = useTranslate();
  const shops = useQuery({ queryKey: queryKeys.shopChoices(), queryFn: ({ signal }) => fetchShopChoices(signal), ...LOAD_ONCE });
  return shops.data?.map((shop) => ({
    id: shop.id,
    name: shop.status === 'locked' ? translate('app.shops.choiceLocked', { name: shop.name }) : shop.name,
  }));
};
