import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type AuthProvider, Notification } from 'react-admin';
import { MemoryRouter, type NavigateFunction, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { PageDefinition } from '../../../../../src/api/pageDefinition';
import { MERCHANT_DATA } from '../../../../../src/app/merchantData';
import { createAppDataProvider } from '../../../../../src/dynamic/dataProvider';
import { createPageRegistry, PageDefinitionsProvider, type PageRegistry } from '../../../../../src/dynamic/pages';
import FormScreen from '../../../../../src/dynamic/screens/FormScreen';
import ListScreen from '../../../../../src/dynamic/screens/ListScreen';
import type { Locale } from '../../../../../src/i18n/locales';
import { ModalHost } from '../../../../../src/ui/modals/ModalHost';
import { ModalStackProvider } from '../../../../../src/ui/modals/ModalStackProvider';
import { NoticeBridge } from '../../../../../src/app/NoticeBridge';
import { TestAdmin } from '../../../support/TestAdmin';
import { QueuedNotices, queuedNotices } from '../../../support/renderScreens';

// Whole screens render in these tests, on a machine shared with other work: give them time.
configure({ asyncUtilTimeout: 4000 });

/** Where the app is: the path and query of the memory router, as a user sees them in the address bar. */
const Address = () => {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
};

/** Hands the router's navigate to the test: the address bar or Back taking the user to another screen. */
const Navigator = ({ into }: { into: { navigate?: NavigateFunction } }) => {
  into.navigate = useNavigate();
  return null;
};

export interface RenderOptions {
  /** The definitions of the get-meta list (the registry); others are fetched by id from the fake server. */
  pages?: PageDefinition[];
  locale?: Locale;
  /** Routes beside /form and /list (page resources). */
  routes?: ReactNode;
  /** A screen the user came from: history goes back to it (it shows 'Previous screen'). */
  from?: string;
  /** Who may open what, as the shell decides it (withPageAccess over the registry); everyone by default. */
  authProvider?: (registry: PageRegistry) => AuthProvider;
  /**
   * In react-admin's own (data) router at `#path`, as in the app, instead of a memory router: the forms' leave guard
   * needs it (see renderScreens' `dataRouter`). `from` is not available there.
   */
  dataRouter?: boolean;
}

/**
 * The page engine as the shell mounts it (AppLayout): react-admin's context with the app's data provider over
 * the page registry, the modal stack and its host, the HTTP client's notices and react-admin's notifications,
 * and the /form and /list routes, opened at `path` in a memory router.
 */
export const renderPage = (path: string, { pages = [], locale = 'en', routes, from, authProvider, dataRouter = false }: RenderOptions = {}) => {
  const registry = createPageRegistry(locale);
  registry.setList({ pages, problems: [] });
  const user = userEvent.setup();
  const router: { navigate?: NavigateFunction } = {};
  const engine = (
    <TestAdmin dataProvider={createAppDataProvider(registry, MERCHANT_DATA)} authProvider={authProvider?.(registry)} locale={locale}>
      <PageDefinitionsProvider registry={registry}>
        <ModalStackProvider>
          <Routes>
            <Route path="/form" element={<FormScreen titleKey="app.screens.form" />} />
            <Route path="/list" element={<ListScreen titleKey="app.screens.list" />} />
            {from ? <Route path={from.split('?')[0]} element={<p>Previous screen</p>} /> : null}
            {routes}
          </Routes>
          <ModalHost />
          <NoticeBridge />
          <Notification />
          <QueuedNotices />
          <Address />
          <Navigator into={router} />
        </ModalStackProvider>
      </PageDefinitionsProvider>
    </TestAdmin>
  );
  if (dataRouter) window.location.hash = `#${path}`;
  const view = render(dataRouter ? engine : <MemoryRouter initialEntries={from ? [from, path] : [path]} initialIndex={from ? 1 : 0}>{engine}</MemoryRouter>);
  /** Goes to another route as the address bar would (not through the screen). */
  const goTo = (to: string) => act(() => void router.navigate?.(to));
  return {
    ...view, user, registry, goTo, queuedNotices,
    address: () => screen.getByRole('status', { name: 'address', hidden: true }).textContent,
  };
};

/** The dialog on top of the modal stack. */
export const findDialog = async (name?: string) => {
  const dialogs = await screen.findAllByRole('dialog', name === undefined ? {} : { name });
  return dialogs[dialogs.length - 1];
};

/** Presses a button of the dialog on top and waits until it has left the stack (close animation, then removal). */
export const answerDialog = async (user: ReturnType<typeof userEvent.setup>, button: string) => {
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};
