import Box from '@mui/material/Box';
import { BalanceCard } from './BalanceCard';
import type { DashboardAccess } from './dashboardAccess';
import { PointsCard } from './PointsCard';
import { SalesTotalCard } from './SalesTotalCard';

/** The cards at the top: today's and this month's sales, balance, points, each only with its permission. */
export const SummaryCards = ({ access }: { access: DashboardAccess }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, mb: 3 }}>
    {access.sales ? <SalesTotalCard preset="today" /> : null}
    {access.sales ? <SalesTotalCard preset="thisMonth" /> : null}
    {access.balance ? <BalanceCard /> : null}
    {access.points ? <PointsCard /> : null}
  </Box>
);
