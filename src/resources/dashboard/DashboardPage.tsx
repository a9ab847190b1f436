import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { parseUserInfo } from '../../authProvider/userInfo';
import { ScreenCard } from '../../ui/ScreenCard';
import { dashboardAccess } from './dashboardAccess';
import { SalesCharts } from './SalesCharts';
import { StaffWelcome } from './StaffWelcome';
import { SummaryCards } from './SummaryCards';

/**
 * /dashboard (spec §2): a merchant's sales cards and charts, balance and points, each shown only with its
 * permission; staff see the back-office's welcome, and a user without any of them the welcome alone.
 */
const DashboardPage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = parseUserInfo(identity?.userInfo);
  const access = user ? dashboardAccess(user) : null;
  // The sections below the cards (range picker, charts, their tables) are drawn in a background render after the
  // cards, which yields to the browser: drawn with them, a phone painted the cards' figures 0.4 s later (Lighthouse's
  // LCP 3.90 → 3.51 s, docs/benchmarks.md). Nothing above them moves when they come.
  const chartsTurn = useDeferredValue(true, false);
  return (
    <ScreenCard title={translate(titleKey)}>
      {user ? <Typography gutterBottom>{translate('app.dashboard.welcome', { name: user.name ?? user.phone })}</Typography> : null}
      {user && access?.staff ? <StaffWelcome user={user} /> : null}
      {access && !access.staff && !access.sales && !access.balance && !access.points ? (
        <Typography color="text.secondary">{translate('app.dashboard.noSalesAccess')}</Typography>
      ) : null}
      {access && (access.sales || access.balance || access.points) ? <SummaryCards access={access} /> : null}
      {access?.sales && chartsTurn ? <SalesCharts /> : null}
    </ScreenCard>
  );
};

export default DashboardPage;
