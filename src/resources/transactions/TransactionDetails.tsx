import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TransactionDetail } from '../../api/sales';
import { formatDateTime } from '../../core/formatDate';
import { formatMoney } from '../../core/formatMoney';
import { serviceName } from '../../core/salesTerms';
import { TransactionStatusChip } from './TransactionStatusChip';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </>
);

const StatusHistory = ({ changes }: { changes: NonNullable<TransactionDetail['statusHistory']> }) => {
  const translate = useTranslate();
  if (changes.length === 0) return <Typography>{translate('app.transactions.noStatusHistory')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.transactions.statusHistory')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.transactions.changedAt')}</TableCell>
          <TableCell>{translate('app.transactions.fields.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={`${change.at}-${change.status}`}>
            <TableCell>{formatDateTime(change.at)}</TableCell>
            <TableCell>
              <TransactionStatusChip status={change.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Every field of one transaction, money in the app's language, and its status history (or that it has none). */
export const TransactionDetails = ({ transaction }: { transaction: TransactionDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: number) => formatMoney(amount, locale);
  const field = (name: string) => translate(`app.transactions.fields.${name}`);
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        <Row label={field('reference')}>{transaction.reference}</Row>
        <Row label={field('id')}>{transaction.id}</Row>
        <Row label={field('createdAt')}>{formatDateTime(transaction.createdAt)}</Row>
        <Row label={field('status')}>
          <TransactionStatusChip status={transaction.status} />
        </Row>
        <Row label={field('type')}>{translate(`app.sales.types.${transaction.type}`)}</Row>
        <Row label={field('service')}>{serviceName(transaction.serviceCode, locale)}</Row>
        <Row label={field('amount')}>{money(transaction.amount)}</Row>
        <Row label={field('fee')}>{money(transaction.fee)}</Row>
        {/* The server's net when it states one; else what the merchant keeps, amount less fee. */}
        <Row label={field('net')}>{money(transaction.net ?? transaction.amount - transaction.fee)}</Row>
        <Row label={field('shop')}>{transaction.shopName ?? translate('app.transactions.noShop')}</Row>
        <Row label={field('employee')}>{transaction.userName ?? translate('app.transactions.noEmployee')}</Row>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('app.transactions.statusHistory')}
      </Typography>
      <StatusHistory changes={transaction.statusHistory ?? []} />
    </Box>
  );
};
