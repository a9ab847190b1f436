import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../core/formatMoney';
import { MoneySection } from './MoneySection';
import { useBalance } from './useMoneyQueries';

const Figure = ({ label, children, main = false }: { label: string; children: ReactNode; main?: boolean }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="p" variant={main ? 'h5' : 'h6'} sx={{ fontWeight: main ? 600 : 400 }}>
      {children}
    </Typography>
  </Box>
);

/** The balance: available (what may be moved), pending, and what transfers awaiting their code hold. */
export const BalanceSection = ({ action }: { action?: ReactNode }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useBalance();
  return (
    <MoneySection title={translate('app.money.balance.title')} query={query} action={action}>
      {(balance) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <Figure label={translate('app.money.balance.available')} main>{formatMoney(balance.available, locale)}</Figure>
          <Figure label={translate('app.money.balance.pending')}>{formatMoney(balance.pending, locale)}</Figure>
          <Figure label={translate('app.money.balance.held')}>{formatMoney(balance.held, locale)}</Figure>
        </Box>
      )}
    </MoneySection>
  );
};
