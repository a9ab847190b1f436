import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DateRange } from '../../core/dateRanges';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { ChartSection } from './ChartSection';
import { QueryState } from './QueryState';
import { useTopEmployees } from './useDashboardQueries';

/** topSellingSubmerchant over the chosen range: the best-selling employees, best first. */
export const TopEmployees = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate('app.dashboard.topEmployees');
  return (
    <ChartSection title={title}>
      <QueryState query={useTopEmployees(range)} height={200} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          // A narrow screen scrolls the table in its own box, not the page; the keyboard can scroll it too.
          <TableContainer tabIndex={0} role="group" aria-label={title}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.dashboard.columns.rank')}</TableCell>
                  <TableCell>{translate('app.dashboard.columns.employee')}</TableCell>
                  <TableCell align="right">{translate('app.dashboard.columns.count')}</TableCell>
                  <TableCell align="right">{translate('app.dashboard.columns.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={row.userId}>
                    <TableCell>{formatCount(index + 1, locale)}</TableCell>
                    <TableCell component="th" scope="row">
                      {row.userName}
                    </TableCell>
                    <TableCell align="right">{formatCount(row.count, locale)}</TableCell>
                    <TableCell align="right">{formatMoney(row.amount, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </ChartSection>
  );
};
