import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';

/** The merchant's roles (spec §2 /user-roles, /role/create; and /role/edit/:id, where a role is opened). */
export const roles: ScreenResource = {
  name: 'roles',
  icon: AdminPanelSettingsIcon,
  menu: { labelKey: 'app.menu.roles' },
  access: { ...readAccess(ACTIONS.findClientRoles), ...writeAccess(ACTIONS.manageClientRoles) },
  routes: [
    route('/user-roles', 'userRoles', 'list', lazy(() => import('./RoleList'))),
    route('/role/create', 'roleCreate', 'create', lazy(() => import('./RoleCreate'))),
    // Opening a role needs reading only: a built-in role, or a reader without manageclientroles, sees it read-only.
    route('/role/edit/:id', 'roleEdit', 'show', lazy(() => import('./RoleEdit'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { roles: async () => (await import('./data')).roles },
};
