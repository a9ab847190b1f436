import RuleIcon from '@mui/icons-material/Rule';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** Permissions of roles and users (spec §2 /permission, /permission/user-roles, /user-permission/:id, /permissions). */
export const permissions: ScreenResource = {
  name: 'permissions',
  icon: RuleIcon,
  menu: null,
  access: { ...readAccess(ACTIONS.findClientRoles), edit: ACTIONS.manageClientRoles },
  routes: [
    route('/permission', 'permission', 'list'),
    route('/permission/user-roles', 'permissionUserRoles', 'list'),
    route('/user-permission/:id', 'userPermission', 'edit'),
    route('/permissions', 'permissions', 'list'),
  ],
  messages,
};
