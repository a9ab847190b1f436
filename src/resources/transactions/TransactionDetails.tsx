import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TransactionDetail } from '../../api/sales';
import { formatDateTime } from '../../core/formatDate';
import { formatMoney } from '../../core/formatMoney';
import { signedAmount } from '../../core/moneyDirection';
import { serviceName } from '../../core/salesTerms';
import { TransactionStatusChip } from './TransactionStatusChip';
import { DetailRow } from '../../ui/DetailRow';

/** Every field of one transaction, money in the app's language, and that it has no status history. */
export const TransactionDetails = ({ transaction }: { transaction: TransactionDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: number) => formatMoney(amount, locale);
  const field = (name: string) => translate(`app.transactions.fields.${name}`);
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        <DetailRow label={field('reference')}>{transaction.reference}</DetailRow>
        <DetailRow label={field('id')}>{transaction.id}</DetailRow>
        <DetailRow label={field('createdAt')}>{formatDateTime(transaction.createdAt)}</DetailRow>
        <DetailRow label={field('status')}>
          <TransactionStatusChip status={transaction.status} />
        </DetailRow>
        <DetailRow label={field('type')}>{translate(`app.sales.types.${transaction.type}`)}</DetailRow>
        <DetailRow label={field('service')}>{serviceName(transaction.serviceCode, locale)}</DetailRow>
        <DetailRow label={field('amount')}>{money(signedAmount(transaction.type, transaction.amount))}</DetailRow>
        <DetailRow label={field('fee')}>{money(transaction.fee)}</DetailRow>
        <DetailRow label={field('net')}>{money(transaction.netAmount)}</DetailRow>
        <DetailRow label={field('shop')}>{transaction.shopName ?? translate('app.transactions.noShop')}</DetailRow>
        {transaction.shopAddress ? <DetailRow label={field('shopAddress')}>{transaction.shopAddress}</DetailRow> : null}
        {transaction.shopPhone ? <DetailRow label={field('shopPhone')}>{transaction.shopPhone}</DetailRow> : null}
        <DetailRow label={field('employee')}>{transaction.userName ?? translate('app.transactions.noEmployee')}</DetailRow>
        {transaction.userPhone ? <DetailRow label={field('employeePhone')}>{transaction.userPhone}</DetailRow> : null}
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('app.transactions.statusHistory')}
      </Typography>
      {/* detailTransaction keeps no history of statuses (yet): said plainly rather than left out. */}
      <Typography>{translate('app.transactions.noStatusHistory')}</Typography>
    </Box>
  );
};
