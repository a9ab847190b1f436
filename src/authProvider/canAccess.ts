import { ACTIONS, ALWAYS_ALLOWED, type Action } from '../api/permissions';

/** What access decisions need to know of a user: `userInfo.type` and `userInfo.webPermissions` (spec §6). */
export interface AccessSubject {
  type: string;
  webPermissions: readonly { action: string }[];
}

/** API-key actions belong to third-party API users only (spec §6). */
const THIRD_PARTY_ONLY: readonly Action[] = [ACTIONS.findApiKeys, ACTIONS.manageApiKeys];

export const holdsAction = (user: AccessSubject | null, action: Action): boolean => {
  if (!user) return false;
  if (ALWAYS_ALLOWED.includes(action)) return true;
  if (THIRD_PARTY_ONLY.includes(action) && user.type !== 'thirdparty') return false;
  return user.webPermissions.some((permission) => permission.action === action);
};

const read = (action: Action) => ({ list: action, show: action });
const write = (action: Action) => ({ create: action, edit: action, delete: action });

/** The action a user must hold for each react-admin `{ resource, action }`; anything not listed is refused. */
export const RESOURCE_ACTIONS: Readonly<Record<string, Readonly<Record<string, Action>>>> = {
  dashboard: read(ACTIONS.dashboard),
  profile: { ...read(ACTIONS.profile), edit: ACTIONS.profile },
  transactions: { ...read(ACTIONS.findTransactions), export: ACTIONS.exportTransactions },
  merchants: read(ACTIONS.merchantInfo),
  apiKeys: { ...read(ACTIONS.findApiKeys), ...write(ACTIONS.manageApiKeys) },
  shops: { ...read(ACTIONS.findShops), ...write(ACTIONS.manageShops), export: ACTIONS.exportShops },
  submerchants: { ...read(ACTIONS.findSubmerchants), ...write(ACTIONS.manageSubmerchants) },
  devices: { ...read(ACTIONS.findSubmerchants), ...write(ACTIONS.manageSubmerchants) },
  earnPoints: { ...read(ACTIONS.earnPointHistory), export: ACTIONS.earnPointHistory },
  settlementPoints: {
    ...read(ACTIONS.settlementPointHistory),
    export: ACTIONS.settlementPointHistory,
    create: ACTIONS.settlementPoint,
  },
  roles: { ...read(ACTIONS.findClientRoles), ...write(ACTIONS.manageClientRoles) },
  permissions: { ...read(ACTIONS.findClientRoles), edit: ACTIONS.manageClientRoles },
  exportedReports: read(ACTIONS.exportedReports),
  pages: { ...read(ACTIONS.managePages), ...write(ACTIONS.managePages) },
  vouchers: { ...read(ACTIONS.approveVouchers), edit: ACTIONS.approveVouchers, approve: ACTIONS.approveVouchers },
  records: { ...read(ACTIONS.manageRecords), ...write(ACTIONS.manageRecords) },
};

/** react-admin's `canAccess({ resource, action })`, pure: true when the user holds the action the pair requires. */
export const canAccess = (user: AccessSubject | null, request: { resource: string; action: string }): boolean => {
  const actions = Object.hasOwn(RESOURCE_ACTIONS, request.resource) ? RESOURCE_ACTIONS[request.resource] : {};
  return Object.hasOwn(actions, request.action) && holdsAction(user, actions[request.action]);
};

/** The actions a user holds, for `getPermissions`: always-allowed ones first, API-key ones only for third parties. */
export const actionsOf = (user: AccessSubject | null): Action[] => {
  if (!user) return [];
  const held = new Set<Action>(ALWAYS_ALLOWED);
  const known = new Set<string>(Object.values(ACTIONS));
  for (const { action } of user.webPermissions) {
    if (known.has(action) && holdsAction(user, action as Action)) held.add(action as Action);
  }
  return [...held];
};
