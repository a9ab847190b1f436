import { useTranslate } from 'react-admin';
import type { DateRange } from '../../core/dateRanges';
import { GroupSales } from './GroupSales';
import { useShopSales } from './useDashboardQueries';

/** shopSaleReport over the chosen range. */
export const ShopSales = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  return <GroupSales title={translate('app.dashboard.byShop')} labelHeading={translate('app.dashboard.columns.shop')} query={useShopSales(range)} />;
};
