import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CustomerActivity } from '../../api/checkout';
import { formatCount } from '../../core/formatMoney';
import { formatDate } from '../../core/formatDate';

/** Points with their sign: '+40', '−10' (a true minus sign, which screen readers say as "minus"). */
const signed = (points: number, locale: string) => `${points > 0 ? '+' : points < 0 ? '−' : ''}${formatCount(Math.abs(points), locale)}`;

/** The customer's last events at this merchant, newest first: date, shop, what happened, the points, the sale. */
export const ActivityTable = ({ rows, captionId }: { rows: readonly CustomerActivity[]; captionId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!rows.length) return <Typography color="text.secondary">{translate('app.checkout.card.noActivity')}</Typography>;
  return (
    <Table size="small" aria-labelledby={captionId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.checkout.activity.date')}</TableCell>
          <TableCell>{translate('app.checkout.activity.shop')}</TableCell>
          <TableCell>{translate('app.checkout.activity.kind')}</TableCell>
          <TableCell align="right">{translate('app.checkout.activity.points')}</TableCell>
          <TableCell>{translate('app.checkout.activity.reference')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{formatDate(row.createdAt)}</TableCell>
            <TableCell>{row.shopName ?? translate('app.checkout.activity.noShop')}</TableCell>
            <TableCell>{translate(`app.checkout.kinds.${row.kind}`)}</TableCell>
            <TableCell align="right">{signed(row.points, locale)}</TableCell>
            <TableCell>{row.reference ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
