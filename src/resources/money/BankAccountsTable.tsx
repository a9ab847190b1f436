import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { MoneySection } from './MoneySection';
import { SimpleTable } from './SimpleTable';
import { useBankAccounts } from './useMoneyQueries';

/** The merchant's bank accounts: bank, the number's last four digits, holder, and whether it is verified. */
export const BankAccountsTable = () => {
  const translate = useTranslate();
  const query = useBankAccounts();
  return (
    <MoneySection title={translate('app.money.accounts.title')} query={query}>
      {(accounts) => (
        <SimpleTable
          rows={accounts}
          empty={translate('app.money.accounts.empty')}
          columns={[
            { label: translate('app.money.accounts.bank'), cell: (account) => account.bankName },
            { label: translate('app.money.accounts.number'), cell: (account) => account.accountNumberMasked },
            { label: translate('app.money.accounts.holder'), cell: (account) => account.holderName },
            {
              label: translate('app.money.accounts.verified'),
              phone: 'tertiary',
              cell: (account) => (
                <Chip size="small" variant="outlined" color={account.verified ? 'success' : 'warning'}
                  label={translate(account.verified ? 'app.money.accounts.yes' : 'app.money.accounts.no')} />
              ),
            },
          ]}
        />
      )}
    </MoneySection>
  );
};
