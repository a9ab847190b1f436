import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useDeferredValue } from 'react';
import { useTranslate } from 'react-admin';
import type { DateRange } from '../../core/dateRanges';
import { ChartSection } from './ChartSection';
import { FiguresTable } from './FiguresTable';
import { SalesChart } from './lazyCharts';
import { periodLabel } from './periodLabel';
import { QueryState } from './QueryState';
import { useOnScreen } from './useOnScreen';
import { useSaleReport } from './useDashboardQueries';

/** merchantSaleReport over the chosen range: a column per day (per month over long ranges), figures as a table. */
export const SalesOverTime = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const query = useSaleReport(range);
  // The chart (below the figures, on a phone below the fold) is drawn in a background render after them, which
  // yields to the browser: drawn with them it made the page's figures wait for the chart library and its layout.
  // Below a phone's first screen, it is drawn when the user scrolls to it: drawing it (x-charts measures each label
  // in the page) held a phone's main thread about 150 ms at start, for a chart not yet seen (docs/benchmarks.md).
  const afterFigures = useDeferredValue(true, false);
  const [place, onScreen] = useOnScreen();
  const title = translate('app.dashboard.overTime');
  const note = query.data ? translate(query.data.granularity === 'day' ? 'app.dashboard.perDay' : 'app.dashboard.perMonth') : undefined;
  return (
    <ChartSection title={title} note={note}>
      <QueryState query={query} height={280} isEmpty={(data) => data.totals.count === 0}>
        {({ points }) => (
          <>
            <Box ref={place}>
              {afterFigures && onScreen ? (
                <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                  <SalesChart rows={points.map((point) => ({ key: point.period, label: periodLabel(point.period, true), count: point.count, amount: point.amount }))} />
                </Suspense>
              ) : (
                <Skeleton variant="rounded" height={280} />
              )}
            </Box>
            <FiguresTable
              title={title}
              labelHeading={translate('app.dashboard.columns.period')}
              rows={points.map((point) => ({ key: point.period, label: periodLabel(point.period), count: point.count, amount: point.amount }))}
            />
          </>
        )}
      </QueryState>
    </ChartSection>
  );
};
