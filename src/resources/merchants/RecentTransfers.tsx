import Chip from '@mui/material/Chip';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TransferStatus } from '../../api/money';
import { formatDateTime } from '../../core/formatDate';
import { formatMoney } from '../../core/formatMoney';
import { MoneySection } from './MoneySection';
import { SimpleTable } from './SimpleTable';
import { useRecentTransfers } from './useMoneyQueries';

const COLORS = { awaiting_code: 'warning', completed: 'success', expired: 'default', cancelled: 'default' } as const;

/** A transfer's status by its name; the colour only repeats what the word says. */
export const TransferStatusChip = ({ status }: { status: TransferStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.money.transfers.statuses.${status}`)} />;
};

/** The merchant's latest transfers, newest first, with their status. */
export const RecentTransfers = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useRecentTransfers();
  return (
    <MoneySection title={translate('app.money.transfers.title')} query={query}>
      {(transfers) => (
        <SimpleTable
          rows={transfers}
          empty={translate('app.money.transfers.empty')}
          columns={[
            { label: translate('app.money.transfers.createdAt'), cell: (transfer) => formatDateTime(transfer.createdAt) },
            { label: translate('app.money.transfers.account'), cell: (transfer) => `${transfer.bankName} ${transfer.accountNumberMasked}` },
            { label: translate('app.money.transfers.amount'), cell: (transfer) => formatMoney(transfer.amount, locale), align: 'right' },
            { label: translate('app.money.transfers.note'), cell: (transfer) => transfer.note },
            { label: translate('app.money.transfers.status'), cell: (transfer) => <TransferStatusChip status={transfer.status} /> },
          ]}
        />
      )}
    </MoneySection>
  );
};
