import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
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
  return (
    <Box aria-hidden="true">
      <BarChart
        height={280}
        hideLegend
        // Room for the last tick's label, which the chart would otherwise cut at the edge.
        margin={{ right: 32 }}
        xAxis={[{ scaleType: 'band', data: rows.map((row) => row.label) }]}
        yAxis={[{ width: 96, valueFormatter: (value: number) => formatCount(value, locale) }]}
        series={[
          {
            data: rows.map((row) => row.amount),
            label: translate('app.dashboard.columns.amount'),
            valueFormatter: (value) => (value === null ? '' : formatMoney(value, locale)),
          },
        ]}
      />
    </Box>
  );
};

export default SalesChart;
