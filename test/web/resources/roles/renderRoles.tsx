import PermissionCatalogue from '../../../../src/resources/permissions/PermissionCatalogue';
import PermissionMatrix from '../../../../src/resources/permissions/PermissionMatrix';
import UserPermissionScreen from '../../../../src/resources/permissions/UserPermissionScreen';
import UserRoleList from '../../../../src/resources/permissions/UserRoleList';
import RoleCreate from '../../../../src/resources/roles/RoleCreate';
import RoleEdit from '../../../../src/resources/roles/RoleEdit';
import RoleList from '../../../../src/resources/roles/RoleList';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The roles and permissions screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderRoles = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/user-roles', RoleList, 'app.screens.userRoles'],
  ['/role/create', RoleCreate, 'app.screens.roleCreate'],
  ['/role/edit/:id', RoleEdit, 'app.screens.roleEdit'],
  ['/permission', PermissionMatrix, 'app.screens.permission'],
  ['/permission/user-roles', UserRoleList, 'app.screens.permissionUserRoles'],
  ['/user-permission/:id', UserPermissionScreen, 'app.screens.userPermission'],
  ['/permissions', PermissionCatalogue, 'app.screens.permissions'],
], path, options);
