import { lazy, useState } from 'react';
import { loadedLanding, loadLanding } from '../../entry/loadShell';
import type { ScreenProps } from '../screen';

const LazyDashboard = lazy(loadLanding);

/**
 * /dashboard's screen, a lazy chunk drawn at once when the entry has already fetched it (a stored session opening
 * the dashboard, or a sign-in: src/entry/loadShell.ts). Through lazy() alone it suspended for a tick even then,
 * and React holds a boundary's content back up to 300 ms after showing its fallback. Chosen once, so that the
 * screen is never mounted twice.
 */
export const DashboardScreen = (props: ScreenProps) => {
  const [Loaded] = useState(() => loadedLanding()?.default);
  return Loaded ? <Loaded {...props} /> : <LazyDashboard {...props} />;
};
