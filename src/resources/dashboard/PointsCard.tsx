import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from '../../core/formatMoney';
import { QueryState } from './QueryState';
import { BigFigure, StatCard } from './StatCard';
import { usePointBalance } from './useDashboardQueries';

/** The merchant's points balance (loyalty/getPoint). */
export const PointsCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = usePointBalance();
  return (
    <StatCard title={translate('app.dashboard.points')}>
      <QueryState query={query} height={56}>
        {({ balance }) => (
          <BigFigure>{translate('app.dashboard.pointsValue', { count: formatCount(balance, locale), smart_count: Math.abs(balance) })}</BigFigure>
        )}
      </QueryState>
    </StatCard>
  );
};
