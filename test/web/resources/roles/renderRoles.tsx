import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { NoticeBridge } from '../../../../src/app/NoticeBridge';
import { MERCHANT_DATA } from '../../../../src/app/merchantData';
import { createAppDataProvider } from '../../../../src/dynamic/dataProvider';
import { createPageRegistry } from '../../../../src/dynamic/pages';
import PermissionCatalogue from '../../../../src/resources/permissions/PermissionCatalogue';
import PermissionMatrix from '../../../../src/resources/permissions/PermissionMatrix';
import UserPermissionScreen from '../../../../src/resources/permissions/UserPermissionScreen';
import UserRoleList from '../../../../src/resources/permissions/UserRoleList';
import RoleCreate from '../../../../src/resources/roles/RoleCreate';
import RoleEdit from '../../../../src/resources/roles/RoleEdit';
import RoleList from '../../../../src/resources/roles/RoleList';
import { type RenderScreensOptions, ScreenRoutes, type ScreenRoute } from '../../support/renderScreens';
import { TestAdmin } from '../../support/TestAdmin';

export const ROLE_SCREENS: readonly ScreenRoute[] = [
  ['/user-roles', RoleList, 'app.screens.userRoles'],
  ['/role/create', RoleCreate, 'app.screens.roleCreate'],
  ['/role/edit/:id', RoleEdit, 'app.screens.roleEdit'],
  ['/permission', PermissionMatrix, 'app.screens.permission'],
  ['/permission/user-roles', UserRoleList, 'app.screens.permissionUserRoles'],
  ['/user-permission/:id', UserPermissionScreen, 'app.screens.userPermission'],
  ['/permissions', PermissionCatalogue, 'app.screens.permissions'],
];

const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

/**
 * The roles and permissions screens as the shell mounts them: like test/web/support/renderScreens.tsx, but in
 * react-admin's own (data) router at `#path`, as in the app, since the unsaved-changes guards block navigation
 * with react-router's useBlocker, which only a data router offers.
 */
export const renderRoles = (path: string, { locale = 'en', authProvider }: RenderScreensOptions = {}, routes: readonly ScreenRoute[] = ROLE_SCREENS) => {
  window.location.hash = `#${path}`;
  const user = userEvent.setup();
  const view = render(
    <TestAdmin dataProvider={createAppDataProvider(createPageRegistry(), MERCHANT_DATA)} authProvider={authProvider} locale={locale}>
      <ScreenRoutes routes={routes} />
      <NoticeBridge />
      <Notification />
      <Address />
    </TestAdmin>,
  );
  return { ...view, user, address: () => screen.getByRole('status', { name: 'address', hidden: true }).textContent };
};
