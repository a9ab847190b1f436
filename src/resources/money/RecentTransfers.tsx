import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Transfer, TransferStatus } from '../../api/money';
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

const resumable = (transfer: Transfer) => transfer.status === 'awaiting_code' && Date.parse(transfer.expiresAt) > Date.now();

/**
 * The merchant's latest transfers, newest first, with their status; one waiting for its code offers, to users who
 * move money, to enter it (or cancel the transfer) until it expires.
 */
export const RecentTransfers = ({ onResume }: { onResume?: (transfer: Transfer) => void }) => {
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
            { label: translate('app.money.transfers.amount'), cell: (transfer) => formatMoney(transfer.amount, locale), align: 'right', phone: 'tertiary' },
            { label: translate('app.money.transfers.note'), cell: (transfer) => transfer.note },
            { label: translate('app.money.transfers.status'), cell: (transfer) => <TransferStatusChip status={transfer.status} /> },
            // A column only while some transfer still waits for its code.
            ...(onResume && transfers.some(resumable)
              ? [{
                  label: translate('app.money.transfers.actions'),
                  phone: 'action' as const,
                  cell: (transfer: Transfer) =>
                    resumable(transfer) ? (
                      <Button size="small" variant="outlined" onClick={() => onResume(transfer)}>
                        {translate('app.money.transfers.enterCode')}
                      </Button>
                    ) : null,
                }]
              : []),
          ]}
        />
      )}
    </MoneySection>
  );
};
