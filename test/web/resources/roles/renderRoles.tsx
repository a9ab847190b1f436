import PermissionCatalogue from '../../../../src/resources/permissions/PermissionCatalogue';
import PermissionMatrix from '../../../../src/resources/permissions/PermissionMatrix';
import UserPermissionScreen from '../../../../src/resources/permissions/UserPermissionScreen';
import UserRoleList from '../../../../src/resources/permissions/UserRoleList';
import RoleCreate from '../../../../src/resources/roles/RoleCreate';
import RoleEdit from '../../../../src/resources/roles/RoleEdit';
import RoleList from '../../../../src/resources/roles/RoleList';
import { renderScreens, type RenderScreensOptions, type ScreenRoute } from '../../support/renderScreens';

export const ROLE_SCREENS: readonly ScreenRoute[] = [
  ['/user-roles', RoleList, 'app.screens.userRoles'],
  ['/role/create', RoleCreate, 'app.screens.roleCreate'],
  ['/role/edit/:id', RoleEdit, 'app.screens.roleEdit'],
  ['/permission', PermissionMatrix, 'app.screens.permission'],
  ['/permission/user-roles', UserRoleList, 'app.screens.permissionUserRoles'],
  ['/user-permission/:id', UserPermissionScreen, 'app.screens.userPermission'],
  ['/permissions', PermissionCatalogue, 'app.screens.permissions'],
];

/**
 * The roles and permissions screens as the shell mounts them (test/web/support/renderScreens.tsx), in react-admin's
 * own (data) router at `#path`, as in the app, since the unsaved-changes guards block navigation with react-router's
 * useBlocker, which only a data router offers.
 */
export const renderRoles = (path: string, options: RenderScreensOptions = {}, routes: readonly ScreenRoute[] = ROLE_SCREENS) =>
  renderScreens(routes, path, { ...options, dataRouter: true });
