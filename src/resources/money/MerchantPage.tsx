import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Transfer } from '../../api/money';
import { useGetIdentity, useTranslate } from 'react-admin';
import { ACTIONS } from '../../api/permissions';
import { holdsAction } from '../../authProvider/canAccess';
import { parseUserInfo } from '../../authProvider/userInfo';
import { ScreenCard } from '../../ui/ScreenCard';
import type { ScreenProps } from '../screen';
import { BalanceSection } from './BalanceSection';
import { BankAccountsTable } from './BankAccountsTable';
import { ChannelsTable } from './ChannelsTable';
import { MerchantDetails } from './MerchantDetails';
import { MoveMoneyDialog } from './MoveMoneyDialog';
import { RecentTransfers } from './RecentTransfers';
import type { Requested } from './TransferForm';
import { useBankAccounts } from './useMoneyQueries';

/**
 * /merchants (spec §2): the merchant's details, balance, payment channels with their fees, bank accounts and recent
 * transfers; users holding movemoney move money to a verified account with an SMS code.
 */
const MerchantPage = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const canMove = holdsAction(parseUserInfo(identity?.userInfo), ACTIONS.moveMoney);
  const accounts = useBankAccounts();
  // Open: a new transfer ('new'), or one waiting for its code, resumed at the code step.
  const [moving, setMoving] = useState<'new' | Requested | null>(null);
  const resume = (transfer: Transfer) => {
    const account = accounts.data?.find((one) => one.id === transfer.bankAccountId);
    if (!account) return;
    setMoving({ request: { transferId: transfer.id, otpId: '', expiresAt: transfer.expiresAt, factors: transfer.factors }, amount: transfer.amount, account });
  };
  const moveButton = canMove ? (
    <Button variant="contained" onClick={() => setMoving('new')} disabled={!accounts.data}>
      {translate('app.money.move.open')}
    </Button>
  ) : null;
  return (
    <ScreenCard title={translate(titleKey)}>
      <MerchantDetails />
      <BalanceSection action={moveButton} />
      <RecentTransfers onResume={canMove && accounts.data ? resume : undefined} />
      <BankAccountsTable />
      <ChannelsTable />
      {moving && accounts.data ? (
        <MoveMoneyDialog accounts={accounts.data} resume={moving === 'new' ? undefined : moving} onClose={() => setMoving(null)} />
      ) : null}
    </ScreenCard>
  );
};

export default MerchantPage;
