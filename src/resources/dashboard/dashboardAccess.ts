import { ACTIONS } from '../../api/permissions';
import { holdsAction } from '../../authProvider/canAccess';
import type { UserInfo } from '../../authProvider/userInfo';

/** Which parts of the dashboard a user sees: each card and chart only with the permission its call checks. */
export interface DashboardAccess {
  /** Platform staff: the back-office's welcome, never a merchant's figures. */
  staff: boolean;
  /** The sales cards and charts (findtransactions). */
  sales: boolean;
  /** The balance card (merchantinfo). */
  balance: boolean;
  /** The points card (earnpointhistory). */
  points: boolean;
}

export const dashboardAccess = (user: UserInfo): DashboardAccess => {
  const staff = user.type === 'staff';
  return {
    staff,
    sales: !staff && holdsAction(user, ACTIONS.findTransactions),
    balance: !staff && holdsAction(user, ACTIONS.merchantInfo),
    points: !staff && holdsAction(user, ACTIONS.earnPointHistory),
  };
};
