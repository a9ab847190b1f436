import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** The merchant's roles (spec §2 /user-roles, /role/create). */
export const roles: ScreenResource = {
  name: 'roles',
  icon: AdminPanelSettingsIcon,
  menu: { labelKey: 'app.menu.roles' },
  access: { ...readAccess(ACTIONS.findClientRoles), ...writeAccess(ACTIONS.manageClientRoles) },
  routes: [route('/user-roles', 'userRoles', 'list'), route('/role/create', 'roleCreate', 'create')],
  messages,
};
