import { apiKeys } from './apiKeys';
import { checkout } from './checkout';
import { dashboard } from './dashboard';
import { devices } from './devices';
import { earnPoints } from './earnPoints';
import { employees } from './employees';
import { exportedReports } from './exportedReports';
import { money } from './money';
import { pages } from './pages';
import { permissions } from './permissions';
import { profile } from './profile';
import { records } from './records';
import { roles } from './roles';
import type { ScreenResource } from './screen';
import { settlementPoints } from './settlementPoints';
import { shops } from './shops';
import { teamActivity } from './teamActivity';
import { transactions } from './transactions';
import { vouchers } from './vouchers';
import { webhooks } from './webhooks';

/**
 * Every screen of the shell, one folder each. The side menu shows the entries in this order (spec §2 "Side menu
 * entries", then the back-office's); routes, icons and canAccess are derived from this list in src/app/.
 */
export const SCREEN_RESOURCES: readonly ScreenResource[] = [
  dashboard,
  transactions,
  money,
  apiKeys,
  webhooks,
  shops,
  employees,
  earnPoints,
  settlementPoints,
  roles,
  exportedReports,
  pages,
  vouchers,
  devices,
  permissions,
  records,
  profile,
  checkout,
  teamActivity,
];
