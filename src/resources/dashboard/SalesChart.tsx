import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../../core/formatMoney';
import type { FigureRow } from './FiguresTable';

/**
 * Sales per day or month as columns (a lazy chunk: @mui/x-charts loads with the first chart, not with the shell).
 * Hidden from screen readers, which read the same figures in the section's FiguresTable.
 */
const SalesChart = ({ rows }: { rows: readonly FigureRow[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate('app.dashboard.columns.amount');
  // The same objects from one render to the next: the chart recomputes its scales and ticks when they change.
  const xAxis = useMemo(() => [{ scaleType: 'band' as const, data: rows.map((row) => row.label) }], [rows]);
  const yAxis = useMemo(() => [{ width: 96, valueFormatter: (value: number) => formatCount(value, locale) }], [locale]);
  const series = useMemo(
    () => [{ data: rows.map((row) => row.amount), label, valueFormatter: (value: number | null) => (value === null ? '' : formatMoney(value, locale)) }],
    [rows, label, locale],
  );
  return (
    <Box aria-hidden="true">
      <BarChart
        height={280}
        hideLegend
        // The bars drawn at once: their growing animation cost a phone about a tenth of a second of main thread.
        skipAnimation
        // Room for the last tick's label, which the chart would otherwise cut at the edge.
        margin={{ right: 32 }}
        xAxis={xAxis}
        yAxis={yAxis}
        series={series}
      />
    </Box>
  );
};

export default SalesChart;
