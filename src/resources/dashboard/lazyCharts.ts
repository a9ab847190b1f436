import { lazy } from 'react';

const loadSalesChart = () => import('./SalesChart');

/** The chart over time (its own chunk: @mui/x-charts loads with the dashboard's sales, not with the shell). */
export const SalesChart = lazy(loadSalesChart);

/**
 * Asks for the chart chunk beside the figures' calls: waiting for the figures before asking (as the lazy component
 * alone does) put the chart library's download after them, about 0.5 s later on a slow line.
 */
export const preloadCharts = (): void => {
  // A failed preload is retried, and its error shown, when the chart itself is rendered.
  loadSalesChart().catch(() => undefined);
};
