import RuleIcon from '@mui/icons-material/Rule';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/** Permissions of roles and users (spec §2 /permission, /permission/user-roles, /user-permission/:id, /permissions). */
export const permissions: ScreenResource = {
  name: 'permissions',
  icon: RuleIcon,
  menu: null,
  access: { ...readAccess(ACTIONS.findClientRoles), edit: ACTIONS.manageClientRoles },
  routes: [
    route('/permission', 'permission', 'list', lazy(() => import('./PermissionMatrix'))),
    route('/permission/user-roles', 'permissionUserRoles', 'list', lazy(() => import('./UserRoleList'))),
    // Reading needs findclientroles; the switches and Save need manageclientroles (the screen checks `edit`).
    route('/user-permission/:id', 'userPermission', 'show', lazy(() => import('./UserPermissionScreen'))),
    route('/permissions', 'permissions', 'list', lazy(() => import('./PermissionCatalogue'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { permissions: async () => (await import('./data')).permissions },
};
