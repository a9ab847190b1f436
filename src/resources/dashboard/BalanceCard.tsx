import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../core/formatMoney';
import { QueryState } from './QueryState';
import { BigFigure, StatCard } from './StatCard';
import { useMerchantBalance } from './useDashboardQueries';

/** The merchant's balance (merchant/merchantBalance): available, and pending below it. */
export const BalanceCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useMerchantBalance();
  return (
    <StatCard title={translate('app.dashboard.balance')}>
      <QueryState query={query} height={56}>
        {({ available, pending }) => (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboard.available')}
            </Typography>
            <BigFigure>{formatMoney(available, locale)}</BigFigure>
            <Typography variant="body2" color="text.secondary">
              {translate('app.dashboard.pending')}: {formatMoney(pending, locale)}
            </Typography>
          </>
        )}
      </QueryState>
    </StatCard>
  );
};
