import Box from '@mui/material/Box';
import { useDeferredValue, useEffect, useState } from 'react';
import { DateRangePicker } from '../../ui/dateRange/DateRangePicker';
import { type DateRangeChoice, rangeOfChoice } from '../../ui/dateRange/dateRangeChoice';
import { preloadCharts } from './lazyCharts';
import { SalesOverTime } from './SalesOverTime';
import { ServiceSales } from './ServiceSales';
import { ShopSales } from './ShopSales';
import { TopEmployees } from './TopEmployees';

/** The range picker (This Month first) and the charts it drives: over time, by shop, by service, top employees. */
export const SalesCharts = () => {
  const [choice, setChoice] = useState<DateRangeChoice>({ preset: 'thisMonth' });
  const range = rangeOfChoice(choice);
  // After the first draw (a background render): the chart library then downloads beside the figures' calls, or
  // after the figures when they were in already (src/entry/loadShell.ts), never ahead of them.
  const drawn = useDeferredValue(true, false);
  useEffect(() => {
    if (drawn) preloadCharts();
  }, [drawn]);
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <DateRangePicker value={choice} onChange={setChoice} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <SalesOverTime range={range} />
        </Box>
        <ShopSales range={range} />
        <ServiceSales range={range} />
        <TopEmployees range={range} />
      </Box>
    </>
  );
};
