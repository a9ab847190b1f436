import Box from '@mui/material/Box';
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

/** Every field of one transaction, money in the app's language, and that it has no status history. */
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
        <Row label={field('net')}>{money(transaction.netAmount)}</Row>
        <Row label={field('shop')}>{transaction.shopName ?? translate('app.transactions.noShop')}</Row>
        {transaction.shopAddress ? <Row label={field('shopAddress')}>{transaction.shopAddress}</Row> : null}
        {transaction.shopPhone ? <Row label={field('shopPhone')}>{transaction.shopPhone}</Row> : null}
        <Row label={field('employee')}>{transaction.userName ?? translate('app.transactions.noEmployee')}</Row>
        {transaction.userPhone ? <Row label={field('employeePhone')}>{transaction.userPhone}</Row> : null}
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('app.transactions.statusHistory')}
      </Typography>
      {/* detailTransaction keeps no history of statuses (yet): said plainly rather than left out. */}
      <Typography>{translate('app.transactions.noStatusHistory')}</Typography>
    </Box>
  );
};
