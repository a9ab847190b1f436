import { useLocaleState, useTranslate } from 'react-admin';
import type { DateRange } from '../../core/dateRanges';
import { GroupSales } from './GroupSales';
import { useServiceSales } from './useDashboardQueries';

/** transactionByService over the chosen range, services by name. */
export const ServiceSales = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <GroupSales title={translate('app.dashboard.byService')} labelHeading={translate('app.dashboard.columns.service')} query={useServiceSales(range, locale)} />
  );
};
