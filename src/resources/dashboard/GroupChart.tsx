import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../../core/formatMoney';
import type { FigureRow } from './FiguresTable';

const ROW_HEIGHT = 36;

/**
 * Sales of each group (shop, service) as horizontal bars, one row per group (a lazy chunk, as SalesChart).
 * Hidden from screen readers, which read the section's FiguresTable.
 */
const GroupChart = ({ rows }: { rows: readonly FigureRow[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box aria-hidden="true">
      <BarChart
        layout="horizontal"
        height={rows.length * ROW_HEIGHT + 60}
        hideLegend
        // Room for the last tick's label, which the chart would otherwise cut at the edge.
        margin={{ right: 32 }}
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 130 }]}
        xAxis={[{ valueFormatter: (value: number) => formatCount(value, locale) }]}
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

export default GroupChart;
