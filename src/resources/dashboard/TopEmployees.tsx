import { useLocaleState, useTranslate } from 'react-admin';
import type { DateRange } from '../../core/dateRanges';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { ResponsiveTable } from '../../ui/lists/ResponsiveTable';
import { ChartSection } from './ChartSection';
import { QueryState } from './QueryState';
import { useTopEmployees } from './useDashboardQueries';

/** topSellingSubmerchant over the chosen range: the best-selling employees, best first. */
export const TopEmployees = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate('app.dashboard.topEmployees');
  return (
    <ChartSection title={title}>
      <QueryState query={useTopEmployees(range)} height={200} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ResponsiveTable
            label={title}
            scrollable
            rows={rows.map((row, index) => ({ ...row, id: row.userId, rank: index + 1 }))}
            columns={[
              // On a phone the entries' order is the rank.
              { label: translate('app.dashboard.columns.rank'), cell: (row) => formatCount(row.rank, locale), phone: 'hidden' },
              { label: translate('app.dashboard.columns.employee'), cell: (row) => row.userName, phone: 'primary' },
              { label: translate('app.dashboard.columns.count'), cell: (row) => formatCount(row.count, locale), align: 'right' },
              { label: translate('app.dashboard.columns.amount'), cell: (row) => formatMoney(row.amount, locale), align: 'right', phone: 'tertiary' },
            ]}
          />
        )}
      </QueryState>
    </ChartSection>
  );
};
