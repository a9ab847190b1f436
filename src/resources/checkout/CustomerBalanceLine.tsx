import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { CustomerCardView } from './CustomerCardView';
import type { useCustomerCard } from './useCheckoutQueries';

/** The looked-up customer's balance in one line (the full card is /searchphone's), or why it could not be read. */
export const CustomerBalanceLine = ({ query }: { query: ReturnType<typeof useCustomerCard> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (query.isError) return <CustomerCardView query={query} />;
  if (!query.data) return <Typography color="text.secondary" aria-busy="true">{translate('app.checkout.card.loading')}</Typography>;
  const card = query.data;
  return (
    <Typography aria-live="polite">
      {translate('app.checkout.card.title', { phone: card.phone })}: {translate('app.checkout.card.points', { count: formatCount(card.balance, locale) })}{' '}
      ({translate('app.checkout.card.worth', { value: formatMoney(Math.max(0, card.balance) * card.pointValue, locale) })})
    </Typography>
  );
};
