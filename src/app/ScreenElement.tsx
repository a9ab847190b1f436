import { Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { Loading, useCanAccess, useTranslate } from 'react-admin';
import { ScreenCard } from '../ui/ScreenCard';
import type { ShellRoute } from './shellRoutes';

/**
 * The lazily loaded screen of one route (spec §2: screens load lazily), shown only to a user who may open it:
 * the same canAccess as the menu, so an address typed by hand opens no more than the menu offers.
 */
export const ScreenElement = ({ route }: { route: ShellRoute }) => {
  const { isPending, canAccess } = useCanAccess({ resource: route.resource, action: route.access });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDeniedScreen />;
  const Screen = route.component;
  return (
    <Suspense fallback={<Loading />}>
      <Screen titleKey={route.titleKey} />
    </Suspense>
  );
};

/** react-admin's texts in our screen card: its own AccessDenied page is drawn at half opacity (2.3:1 text). */
const AccessDeniedScreen = () => {
  const translate = useTranslate();
  return (
    <ScreenCard title={translate('ra.page.access_denied')}>
      <Typography color="text.secondary">{translate('ra.message.access_denied')}</Typography>
    </ScreenCard>
  );
};
