import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { Loading } from 'react-admin';
import type { ScreenRoute } from './routes';

type Screen = LazyExoticComponent<ComponentType<{ titleKey: string }>>;

const NotAvailablePage: Screen = lazy(() => import('./pages/NotAvailablePage'));

/** The screens that exist so far; every other route shows the not-yet-available page under its own title. */
const SCREENS: Readonly<Record<string, Screen>> = {
  '/dashboard': lazy(() => import('./pages/DashboardPage')),
  '/profile': lazy(() => import('../resources/profile/ProfilePage')),
  // The page engine's generic screens (spec §2): /form?page&mode&id&embed&voucher and /list?page.
  '/form': lazy(() => import('../dynamic/views/FormScreen')),
  '/list': lazy(() => import('../dynamic/views/ListScreen')),
  '/pageEditor': lazy(() => import('../dynamic/editor/PageEditorScreen')),
};

/** The lazily loaded element of one route (spec §2: screens load lazily). */
export const ScreenElement = ({ route }: { route: ScreenRoute }) => {
  const Page = SCREENS[route.path] ?? NotAvailablePage;
  return (
    <Suspense fallback={<Loading />}>
      <Page titleKey={route.titleKey} />
    </Suspense>
  );
};
