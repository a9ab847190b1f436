/**
 * The actions a role can carry (spec §6: `userInfo.webPermissions` is a list of `{ action }`).
 * One catalogue for both sides: the server seeds roles from it and checks routes against it,
 * the app shows a menu entry when the user holds its action.
 */
export const ACTIONS = {
  /** Always allowed (spec §6). */
  dashboard: 'dashboard',
  profile: 'profile',
  // Merchant portal
  findTransactions: 'findtransactions',
  exportTransactions: 'exporttransactions',
  merchantInfo: 'merchantinfo',
  /** Moving the merchant's money to its bank account (requestTransaction, verifyTransaction). */
  moveMoney: 'movemoney',
  /** The cashier's counter: find a customer by phone, record a sale that earns or redeems points. */
  checkout: 'checkout',
  findApiKeys: 'findapikeys',
  manageApiKeys: 'manageapikeys',
  findShops: 'findshops',
  manageShops: 'manageshops',
  exportShops: 'exportshops',
  findSubmerchants: 'findsubmerchants',
  manageSubmerchants: 'managesubmerchants',
  earnPointHistory: 'earnpointhistory',
  settlementPointHistory: 'settlementpointhistory',
  settlementPoint: 'settlementpoint',
  findClientRoles: 'findclientroles',
  manageClientRoles: 'manageclientroles',
  /** The owner's view of the team's security history (sign-ins, role changes, key events). */
  teamActivity: 'teamactivity',
  exportedReports: 'exportedreports',
  // Admin back-office (staff)
  managePages: 'managepages',
  approveVouchers: 'approvevouchers',
  manageRecords: 'managerecords',
  approveSettlements: 'approvesettlements',
} as const;

export type Action = (typeof ACTIONS)[keyof typeof ACTIONS];

export const ALWAYS_ALLOWED: readonly Action[] = [ACTIONS.dashboard, ACTIONS.profile];

export const USER_TYPES = ['merchant', 'submerchant', 'thirdparty', 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Actions granted to each demo role by the seed; a merchant owner can narrow its employees' roles. */
export const DEFAULT_ROLE_ACTIONS: Record<UserType, readonly Action[]> = {
  merchant: [
    ACTIONS.findTransactions, ACTIONS.exportTransactions, ACTIONS.merchantInfo, ACTIONS.moveMoney, ACTIONS.checkout, ACTIONS.findShops,
    ACTIONS.manageShops, ACTIONS.exportShops, ACTIONS.findSubmerchants, ACTIONS.manageSubmerchants,
    ACTIONS.earnPointHistory, ACTIONS.settlementPointHistory, ACTIONS.settlementPoint,
    ACTIONS.findClientRoles, ACTIONS.manageClientRoles, ACTIONS.teamActivity, ACTIONS.exportedReports,
  ],
  submerchant: [ACTIONS.findTransactions, ACTIONS.findShops, ACTIONS.earnPointHistory, ACTIONS.checkout],
  thirdparty: [ACTIONS.findTransactions, ACTIONS.findApiKeys, ACTIONS.manageApiKeys, ACTIONS.exportedReports],
  staff: [ACTIONS.managePages, ACTIONS.approveVouchers, ACTIONS.manageRecords, ACTIONS.approveSettlements],
};

/**
 * Every merchant has these roles: they can be copied, never changed or deleted. Their actions come from here and
 * are kept in step with the database at start, so a new action reaches them with the code that checks it.
 */
export const BUILTIN_ROLES = ['owner', 'manager', 'cashier', 'accountant', 'apiuser'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

export const BUILTIN_ROLE_ACTIONS: Record<BuiltinRole, readonly Action[]> = {
  owner: DEFAULT_ROLE_ACTIONS.merchant,
  manager: [
    ACTIONS.findTransactions, ACTIONS.exportTransactions, ACTIONS.merchantInfo, ACTIONS.checkout, ACTIONS.findShops,
    ACTIONS.manageShops, ACTIONS.exportShops, ACTIONS.findSubmerchants, ACTIONS.manageSubmerchants,
    ACTIONS.earnPointHistory, ACTIONS.settlementPointHistory, ACTIONS.findClientRoles, ACTIONS.exportedReports,
  ],
  cashier: DEFAULT_ROLE_ACTIONS.submerchant,
  accountant: [
    ACTIONS.findTransactions, ACTIONS.exportTransactions, ACTIONS.merchantInfo, ACTIONS.earnPointHistory,
    ACTIONS.settlementPointHistory, ACTIONS.settlementPoint, ACTIONS.exportedReports,
  ],
  apiuser: DEFAULT_ROLE_ACTIONS.thirdparty,
};

/** Built-in roles whose users see the sales of their assigned shops only. */
export const BUILTIN_OWN_SHOP_ROLES: readonly BuiltinRole[] = ['cashier'];

/** A per-user change to the role's actions: an action added, or one of the role's taken away. */
export const PERMISSION_EFFECTS = ['grant', 'deny'] as const;
export type PermissionEffect = (typeof PERMISSION_EFFECTS)[number];

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
