import { ACTIONS, type Action, BUILTIN_ROLE_ACTIONS } from '../../../../src/api/permissions';
import { PERMISSION_CATALOGUE, PERMISSION_GROUP_NAMES, PERMISSION_GROUPS } from '../../../../src/api/permissionCatalogue';
import type { CatalogueGroup, RoleDetail, RoleRow, UserPermissions, UserRoleRow } from '../../../../src/api/roles';
import { screen, within } from '@testing-library/react';
import { type Answer, mockApi, ok, type SentRequest } from '../../support/api';
import { findFactors } from '../../support/factorStatus';
// "Confirm it's you" is a lazy chunk of the shell: loaded with the file, so that a test waits for the dialog, not
// for its modules to compile.
import '../../../../src/ui/stepUp/StepUpDialog';

/** Roles, users and the catalogue as their calls answer them (src/api/roles.ts), and a fake of those calls. */

/** The catalogue as findPermissions answers a merchant's user: every group but the back-office's. */
export const CATALOGUE: CatalogueGroup[] = PERMISSION_GROUPS.filter((group) => group !== 'backOffice').map((group) => ({
  group,
  name: PERMISSION_GROUP_NAMES[group],
  actions: (Object.values(ACTIONS) as Action[]).filter((action) => PERMISSION_CATALOGUE[action].group === group)
    .map((action) => ({ action, name: PERMISSION_CATALOGUE[action].name, description: PERMISSION_CATALOGUE[action].description })),
}));

const role = (id: number, name: string, builtin: RoleRow['builtin'], actions: readonly string[], userCount: number, shopScope: RoleRow['shopScope'] = 'all'): RoleRow => ({
  id, name, description: builtin ? '' : 'Bán hàng tại quầy', builtin, shopScope, actions: [...actions].sort(), requireStrongFactor: false, actionCount: actions.length, userCount,
  createdAt: '2026-11-01T02:00:00.000Z', updatedAt: null,
});

export const ROLES: RoleRow[] = [
  role(1, 'Merchant owner', 'owner', BUILTIN_ROLE_ACTIONS.owner, 1),
  role(2, 'Shop employee', 'cashier', BUILTIN_ROLE_ACTIONS.cashier, 11, 'own'),
  role(7, 'Thu ngân ca tối', null, [ACTIONS.findTransactions, ACTIONS.checkout], 2, 'own'),
];

export const detailOf = (row: RoleRow): RoleDetail => ({
  ...row, users: row.id === 7 ? [{ id: 21, fullName: 'Nguyễn Văn Bình', phone: '0912345678', type: 'submerchant', status: 'active' }] : [],
});

export const USERS: UserRoleRow[] = [
  { id: 1, fullName: 'Nguyễn Văn An', phone: '0901234567', type: 'merchant', status: 'active', roleId: 1, roleName: 'Merchant owner', roleBuiltin: 'owner', isOwner: true, grantCount: 0, denyCount: 0 },
  { id: 21, fullName: 'Nguyễn Văn Bình', phone: '0912345678', type: 'submerchant', status: 'active', roleId: 7, roleName: 'Thu ngân ca tối', roleBuiltin: null, isOwner: false, grantCount: 1, denyCount: 1 },
];

/** Bình: checkout and findtransactions from the role, findtransactions removed, exporttransactions added. */
export const BINH_PERMISSIONS: UserPermissions = {
  user: USERS[1],
  permissions: CATALOGUE.flatMap((group) => group.actions.map(({ action }) => {
    if (group.group === 'always') return { action, effective: true, source: 'always' as const, roleName: null };
    if (action === ACTIONS.checkout) return { action, effective: true, source: 'role' as const, roleName: 'Thu ngân ca tối' };
    if (action === ACTIONS.findTransactions) return { action, effective: false, source: 'deny' as const, roleName: 'Thu ngân ca tối' };
    if (action === ACTIONS.exportTransactions) return { action, effective: true, source: 'grant' as const, roleName: null };
    return { action, effective: false, source: null, roleName: null };
  })),
};

const idOf = (request: SentRequest) => (request.body as { id: number }).id;

export const rolesApi = (routes: Record<string, Answer | ((request: SentRequest) => Answer)> = {}) =>
  mockApi({
    'POST /api/permission/findPermissions': ok(CATALOGUE),
    'POST /api/clientrole/findClientRoles': ok(ROLES, { count: ROLES.length }),
    'POST /api/clientrole/clientRolesList': ok(ROLES.map(({ id, name, builtin }) => ({ id, name, builtin }))),
    'POST /api/clientrole/detailClientRoles': (request) => ok(detailOf(ROLES.find((row) => row.id === idOf(request)) ?? ROLES[2])),
    'POST /api/clientrole/createUserRole': (request) => ok(detailOf({ ...ROLES[2], ...(request.body as object), id: 9 } as RoleRow)),
    'POST /api/clientrole/updateClientRole': (request) => ok(detailOf({ ...ROLES[2], ...(request.body as object) } as RoleRow)),
    'POST /api/clientrole/deleteClientRole': (request) => ok({ id: idOf(request) }),
    'POST /api/permission/updateClientRolePerms': (request) => {
      const body = request.body as { roles?: { roleId: number; actions: string[] }[]; roleId?: number; actions?: string[] };
      const entries = body.roles ?? [{ roleId: body.roleId!, actions: body.actions! }];
      return ok(entries.map((entry) => ({ ...ROLES.find((row) => row.id === entry.roleId)!, actions: entry.actions, actionCount: entry.actions.length })));
    },
    'POST /api/permission/userRoles': ok(USERS, { count: USERS.length }),
    'POST /api/permission/assignRole': (request) => ok({ ...USERS[1], roleId: (request.body as { roleId: number }).roleId }),
    'POST /api/permission/userPermissions': ok(BINH_PERMISSIONS),
    'POST /api/permission/updateUserPermissions': ok(BINH_PERMISSIONS),
    ...findFactors(),
    ...routes,
  });

/** The password a change of rights asks for ("Confirm it's you", src/hooks/useRightsChange.ts), typed and confirmed. */
export const OWNER_PASSWORD = 'Owner-Passphrase-2026';
export const confirmWithPassword = async (
  user: { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> },
  texts: { title: string; label: RegExp; confirm: string } = { title: 'Confirm it\'s you', label: /^Your password/, confirm: 'Confirm' },
): Promise<HTMLElement> => {
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  await user.type(await within(dialog).findByLabelText(texts.label), OWNER_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
  return dialog;
};
