import Button from '@mui/material/Button';
import { useState } from 'react';
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
  const [moving, setMoving] = useState(false);
  const moveButton = canMove ? (
    <Button variant="contained" onClick={() => setMoving(true)} disabled={!accounts.data}>
      {translate('app.money.move.open')}
    </Button>
  ) : null;
  return (
    <ScreenCard title={translate(titleKey)}>
      <MerchantDetails />
      <BalanceSection action={moveButton} />
      <RecentTransfers />
      <BankAccountsTable />
      <ChannelsTable />
      {moving && accounts.data ? <MoveMoneyDialog accounts={accounts.data} onClose={() => setMoving(false)} /> : null}
    </ScreenCard>
  );
};

export default MerchantPage;
