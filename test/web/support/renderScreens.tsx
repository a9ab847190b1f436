import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { type AuthProvider, Notification, useNotificationContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NoticeBridge } from '../../../src/app/NoticeBridge';
import { MERCHANT_DATA } from '../../../src/app/merchantData';
import { createAppDataProvider } from '../../../src/dynamic/dataProvider';
import { createPageRegistry } from '../../../src/dynamic/pages';
import type { Locale } from '../../../src/i18n/locales';
import type { ScreenProps } from '../../../src/resources/screen';
import { ModalHost } from '../../../src/ui/modals/ModalHost';
import { ModalStackProvider } from '../../../src/ui/modals/ModalStackProvider';
import { TestAdmin } from './TestAdmin';

/** A screen of src/resources at its route, with the title key the shell gives it. */
export type ScreenRoute = readonly [path: string, Screen: ComponentType<ScreenProps>, titleKey: string];

export interface RenderScreensOptions {
  locale?: Locale;
  authProvider?: AuthProvider;
  /**
   * In react-admin's own (data) router at `#path`, as in the app, instead of a memory router: a form's "leave without
   * saving?" guard blocks navigation with react-router's useBlocker, which only a data router offers (in a memory
   * router react-admin turns the guard off). Links are then `#/…`.
   */
  dataRouter?: boolean;
}

/** The screens at their routes, with the modal stack the shell's layout gives them (its dialogs drawn). */
export const ScreenRoutes = ({ routes }: { routes: readonly ScreenRoute[] }) => (
  <ModalStackProvider>
    <Routes>
      {routes.map(([route, Screen, titleKey]) => (
        <Route key={route} path={route} element={<Screen titleKey={titleKey} />} />
      ))}
    </Routes>
    <ModalHost />
  </ModalStackProvider>
);

/** How many notices wait behind the one shown (react-admin shows one at a time): a message said twice waits here. */
export const queuedNotices = () => Number(screen.getByRole('status', { name: 'queued notices', hidden: true }).textContent);
export const QueuedNotices = () => {
  const { notifications } = useNotificationContext();
  return <output aria-label="queued notices">{notifications.length}</output>;
};

const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

/**
 * Portal screens as the shell mounts them: the app's data provider (merchant resources → their calls), the modal
 * stack (its dialogs), the HTTP client's notices and react-admin's notifications, at `path` in a memory router. `address()` reads where the
 * screens navigated to, `queuedNotices()` how many notices wait behind the one shown.
 */
export const renderScreens = (routes: readonly ScreenRoute[], path: string, { locale = 'en', authProvider, dataRouter = false }: RenderScreensOptions = {}) => {
  const user = userEvent.setup();
  const screens = (
    <TestAdmin dataProvider={createAppDataProvider(createPageRegistry(), MERCHANT_DATA)} authProvider={authProvider} locale={locale}>
      <ScreenRoutes routes={routes} />
      <NoticeBridge />
      <Notification />
      <Address />
      <QueuedNotices />
    </TestAdmin>
  );
  if (dataRouter) window.location.hash = `#${path}`;
  const view = render(dataRouter ? screens : <MemoryRouter initialEntries={[path]}>{screens}</MemoryRouter>);
  return {
    ...view,
    user,
    address: () => screen.getByRole('status', { name: 'address', hidden: true }).textContent,
    queuedNotices,
  };
};
