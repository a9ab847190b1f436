import { confirmStoredUser } from '../../authProvider/refreshUser';
import { readUser } from '../../authProvider/session';
import { presetRange } from '../../core/dateRanges';
import { askEarly } from '../../dataProvider/earlyAnswers';
import { dashboardAccess } from './dashboardAccess';
import {
  type DashboardCall,
  merchantBalanceCall,
  pointBalanceCall,
  saleReportCall,
  serviceSalesCall,
  shopSalesCall,
  topEmployeesCall,
} from './dashboardCalls';

/**
 * The calls the dashboard makes when it opens for the stored user: the cards' today and this month, and the
 * charts' default range (this month), each only with its permission, as DashboardPage and SalesCharts ask them.
 */
export const openingCalls = (now: Date = new Date()): DashboardCall[] => {
  const user = readUser();
  if (!user) return [];
  const access = dashboardAccess(user);
  const month = presetRange('thisMonth', now);
  return [
    ...(access.sales
      ? [saleReportCall(presetRange('today', now)), saleReportCall(month), shopSalesCall(month), serviceSalesCall(month), topEmployeesCall(month)]
      : []),
    ...(access.balance ? [merchantBalanceCall()] : []),
    ...(access.points ? [pointBalanceCall()] : []),
  ];
};

/**
 * Sends the dashboard's opening calls at once (a chunk of its own, React-free, loaded by the entry beside the shell
 * when a stored session opens #/dashboard): their answers are in before the shell has downloaded, instead of being
 * asked for once it has drawn the dashboard, a round trip and a render later. They wait for the once-a-load check of
 * the stored user (already under way beside the shell's download): a copy older than a role change would ask for
 * figures the server now refuses.
 */
export const askOpeningCalls = async (): Promise<void> => {
  await confirmStoredUser();
  for (const call of openingCalls()) askEarly(call.path, call.body);
};
