import type { DateRange } from '../../core/dateRanges';
import { APP_KEY } from '../../dataProvider/queries';

/** The dashboard's own query keys (its calls: dashboardApi.ts; the balances' keys are shared: queries.ts). */
export const dashboardKeys = {
  /** One sales report (`/api/<group>/<call>`) of a range: the cards and charts share them by range. */
  salesReport: (path: string, range: DateRange) => [APP_KEY, 'sales', path, range.from, range.to] as const,
};
