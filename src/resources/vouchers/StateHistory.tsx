import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { VoucherTransition } from '../../api/vouchers';
import { formatDateTime } from '../../core/formatDate';

/** "Lịch sử trạng thái": each transition, newest first: when (business time), who, from → to, the reason. */
export const StateHistory = ({ rows }: { rows: readonly VoucherTransition[] }) => {
  const translate = useTranslate();
  const state = (value: string | null) => (value === null ? translate('app.voucherLife.history.created') : translate(`app.voucherLife.states.${value}`));
  return (
    <section aria-labelledby="voucher-history-title">
      <Typography id="voucher-history-title" component="h2" variant="h6" sx={{ mt: 3 }}>{translate('app.voucherLife.history.title')}</Typography>
      {rows.length === 0 ? (
        <Typography>{translate('app.voucherLife.history.empty')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="voucher-history-title">
          <TableHead>
            <TableRow>
              {(['when', 'who', 'change', 'reason'] as const).map((column) => (
                <TableCell key={column}>{translate(`app.voucherLife.history.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTime(row.at)}</TableCell>
                <TableCell>{row.user ? `${row.user.name} (${row.user.phone})` : translate('app.voucherLife.history.system')}</TableCell>
                <TableCell>{`${state(row.from)} → ${state(row.to)}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{row.reason ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
