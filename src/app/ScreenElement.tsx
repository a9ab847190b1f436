import { Suspense } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { AccessDenied } from '../ui/AccessDenied';
import type { ShellRoute } from './shellRoutes';

/**
 * The lazily loaded screen of one route (spec §2: screens load lazily), shown only to a user who may open it:
 * the same canAccess as the menu, so an address typed by hand opens no more than the menu offers.
 */
export const ScreenElement = ({ route }: { route: ShellRoute }) => {
  const { isPending, canAccess } = useCanAccess({ resource: route.resource, action: route.access });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  const Screen = route.component;
  return (
    <Suspense fallback={<Loading />}>
      <Screen titleKey={route.titleKey} />
    </Suspense>
  );
};
