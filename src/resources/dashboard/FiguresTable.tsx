import Box from '@mui/material/Box';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface FigureRow {
  key: string;
  label: string;
  count: number;
  amount: number;
}

interface FiguresTableProps {
  /** The chart's title: the table is its text alternative. */
  title: string;
  /** The heading of the first column (period, shop, service). */
  labelHeading: string;
  rows: readonly FigureRow[];
}

/** A chart's figures as a table that screen readers read and the eye does not see (the chart is hidden from them). */
export const FiguresTable = ({ title, labelHeading, rows }: FiguresTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    // The hidden box holds the table: a table's own overflow does not clip its caption and cells.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{translate('app.dashboard.figuresOf', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{translate('app.dashboard.columns.count')}</th>
            <th scope="col">{translate('app.dashboard.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{formatCount(row.count, locale)}</td>
              <td>{formatMoney(row.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
};
