import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from '../../core/formatMoney';
import { QueryState } from './QueryState';
import { BigFigure, StatCard } from './StatCard';
import { usePointBalance } from './useDashboardQueries';

/**
 * The points card (loyalty/getPoint): the merchant's balance; for an employee limited to some shops, what was earned
 * and spent there instead, since a shop's signed sum (points earned elsewhere, redeemed here) is no balance.
 */
export const PointsCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = usePointBalance();
  const count = (value: number) => formatCount(value, locale);
  return (
    <StatCard title={translate(query.data?.shopsOnly ? 'app.dashboard.pointsAtShops' : 'app.dashboard.points')}>
      <QueryState query={query} height={56}>
        {({ balance, earned, spent, shopsOnly }) => shopsOnly ? (
          <>
            <BigFigure>{translate('app.dashboard.pointsEarned', { count: count(earned) })}</BigFigure>
            <Typography variant="body2" color="text.secondary">{translate('app.dashboard.pointsSpent', { count: count(spent) })}</Typography>
          </>
        ) : (
          <BigFigure>{translate('app.dashboard.pointsValue', { count: count(balance), smart_count: Math.abs(balance) })}</BigFigure>
        )}
      </QueryState>
    </StatCard>
  );
};
