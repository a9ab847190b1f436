import { ACTIONS, type Action } from '../api/permissions';

/** One screen of the shell: its hash route, the i18n key of its title, the action it needs (spec §2, §6). */
export interface ScreenRoute {
  path: string;
  titleKey: string;
  /** `null`: the spec ties the screen to no permission; the session check is its only guard. */
  action: Action | null;
}

const screen = (path: string, title: string, action: Action | null): ScreenRoute => ({
  path,
  titleKey: `app.screens.${title}`,
  action,
});

/** Every route of spec §2 inside the shell. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  screen('/dashboard', 'dashboard', ACTIONS.dashboard),
  screen('/transaction-history', 'transactionHistory', ACTIONS.findTransactions),
  screen('/transaction-detail/:id', 'transactionDetail', ACTIONS.findTransactions),
  screen('/earn-point-history', 'earnPointHistory', ACTIONS.earnPointHistory),
  screen('/settlement-point', 'settlementPoint', ACTIONS.settlementPointHistory),
  screen('/createSettlementPoint', 'createSettlementPoint', ACTIONS.settlementPoint),
  screen('/merchants', 'merchants', ACTIONS.merchantInfo),
  screen('/api-keys', 'apiKeys', ACTIONS.findApiKeys),
  screen('/api-key/detail/:id', 'apiKeyDetail', ACTIONS.findApiKeys),
  screen('/api-key/create', 'apiKeyCreate', ACTIONS.manageApiKeys),
  screen('/submerchants', 'submerchants', ACTIONS.findSubmerchants),
  screen('/device/create/:id', 'deviceCreate', ACTIONS.manageSubmerchants),
  screen('/shops', 'shops', ACTIONS.findShops),
  screen('/shop/detail/:id', 'shopDetail', ACTIONS.findShops),
  screen('/shop/create', 'shopCreate', ACTIONS.manageShops),
  screen('/shop/edit/:id', 'shopEdit', ACTIONS.manageShops),
  screen('/shop/export', 'shopExport', ACTIONS.exportShops),
  screen('/submerchant/create', 'submerchantCreate', ACTIONS.manageSubmerchants),
  screen('/submerchant/edit/:id', 'submerchantEdit', ACTIONS.manageSubmerchants),
  screen('/submerchant/detail/:id', 'submerchantDetail', ACTIONS.findSubmerchants),
  screen('/user-roles', 'userRoles', ACTIONS.findClientRoles),
  screen('/role/create', 'roleCreate', ACTIONS.manageClientRoles),
  screen('/exportedReports', 'exportedReports', ACTIONS.exportedReports),
  screen('/permission', 'permission', ACTIONS.findClientRoles),
  screen('/permission/user-roles', 'permissionUserRoles', ACTIONS.findClientRoles),
  screen('/user-permission/:id', 'userPermission', ACTIONS.manageClientRoles),
  screen('/permissions', 'permissions', ACTIONS.findClientRoles),
  screen('/pageEditor', 'pageEditor', ACTIONS.managePages),
  screen('/form', 'form', ACTIONS.manageRecords),
  screen('/list', 'list', ACTIONS.manageRecords),
  screen('/profile', 'profile', ACTIONS.profile),
  screen('/voucherApprove', 'voucherApprove', ACTIONS.approveVouchers),
  screen('/checkout', 'checkout', null),
  screen('/searchphone', 'searchPhone', null),
];

/** Where `/` and unknown paths go (spec §2). */
export const HOME_PATH = '/dashboard';
