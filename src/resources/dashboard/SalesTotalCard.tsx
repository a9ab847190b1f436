import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { presetRange } from '../../core/dateRanges';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { QueryState } from './QueryState';
import { BigFigure, StatCard } from './StatCard';
import { useSaleReport } from './useDashboardQueries';

/** Today's or this month's sales: merchantSaleReport's totals for that preset, whatever range the charts show. */
export const SalesTotalCard = ({ preset }: { preset: 'today' | 'thisMonth' }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useSaleReport(presetRange(preset));
  return (
    <StatCard title={translate(`app.dashboard.${preset}`)}>
      <QueryState query={query} height={56}>
        {({ totals }) => (
          <>
            <BigFigure>{formatMoney(totals.amount, locale)}</BigFigure>
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboard.transactions', { count: formatCount(totals.count, locale), smart_count: totals.count })}
            </Typography>
          </>
        )}
      </QueryState>
    </StatCard>
  );
};
