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

/**
 * The permission action each react-admin `{ resource, action }` needs; `null`: any signed-in user.
 * The shell's table is derived from its screens (src/app/screenAccess.ts).
 */
export type AccessTable = Readonly<Record<string, Readonly<Partial<Record<string, Action | null>>>>>;

/** react-admin's `canAccess({ resource, action })`, pure: true when the user holds what the pair needs; unlisted pairs are refused. */
export const canAccess = (table: AccessTable, user: AccessSubject | null, request: { resource: string; action: string }): boolean => {
  const actions = Object.hasOwn(table, request.resource) ? table[request.resource] : {};
  if (!Object.hasOwn(actions, request.action)) return false;
  const needed = actions[request.action];
  return needed === null ? user !== null : needed !== undefined && holdsAction(user, needed);
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
