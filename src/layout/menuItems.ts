import { ACTIONS, type Action } from '../api/permissions';
import { type AccessSubject, holdsAction } from '../authProvider/canAccess';

/** One side-menu entry (spec §2 "Side menu entries"): where it goes, its label key, the action it needs. */
export interface MenuEntry {
  key: string;
  path: string;
  labelKey: string;
  action: Action;
}

const entry = (key: string, path: string, action: Action): MenuEntry => ({ key, path, labelKey: `app.menu.${key}`, action });

/** In the order of the spec; the last two are the staff back-office entries. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  entry('dashboard', '/dashboard', ACTIONS.dashboard),
  entry('transactionHistory', '/transaction-history', ACTIONS.findTransactions),
  entry('merchantInfo', '/merchants', ACTIONS.merchantInfo),
  entry('apiKeys', '/api-keys', ACTIONS.findApiKeys),
  entry('shops', '/shops', ACTIONS.findShops),
  entry('employees', '/submerchants', ACTIONS.findSubmerchants),
  entry('earnPoints', '/earn-point-history', ACTIONS.earnPointHistory),
  entry('settlement', '/settlement-point', ACTIONS.settlementPointHistory),
  entry('roles', '/user-roles', ACTIONS.findClientRoles),
  entry('exportedReports', '/exportedReports', ACTIONS.exportedReports),
  entry('pageEditor', '/pageEditor', ACTIONS.managePages),
  entry('voucherApprove', '/voucherApprove', ACTIONS.approveVouchers),
];

/**
 * The entries a user sees: those whose action the user holds (spec §6: dashboard always; API keys only for
 * third-party users). A menu is a convenience: the server checks every call.
 */
export const visibleMenuItems = (userInfo: AccessSubject | null): MenuEntry[] =>
  MENU_ENTRIES.filter((item) => holdsAction(userInfo, item.action));
