import { lazy } from 'react';

const loadSalesChart = () => import('./SalesChart');
const loadGroupChart = () => import('./GroupChart');

/** The charts (their own chunks: @mui/x-charts loads with the dashboard's sales, not with the shell). */
export const SalesChart = lazy(loadSalesChart);
export const GroupChart = lazy(loadGroupChart);

/**
 * Asks for both chart chunks at once, beside the figures' calls: waiting for the figures before asking (as the
 * lazy components alone do) put the chart library's download after them, about 0.5 s later on a slow line.
 */
export const preloadCharts = (): void => {
  // A failed preload is retried, and its error shown, when the chart itself is rendered.
  loadSalesChart().catch(() => undefined);
  loadGroupChart().catch(() => undefined);
};
