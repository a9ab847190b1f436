import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { DetailRow } from '../../ui/DetailRow';
import type { CheckoutFigures } from './checkoutMath';

/** The live summary beside the form: amount − discounts = to pay, and the points that payment earns. Read out as it changes. */
export const CheckoutSummary = ({ figures }: { figures: CheckoutFigures }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (value: number) => formatMoney(value, locale);
  return (
    <Box component="section" aria-labelledby="checkout-summary-title" sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, minWidth: 260 }}>
      <Typography component="h2" variant="h6" id="checkout-summary-title" gutterBottom>{translate('app.checkout.summary.title')}</Typography>
      <Box component="dl" aria-live="polite" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { textAlign: 'right' } }}>
        <DetailRow label={translate('app.checkout.summary.amount')}>{money(figures.amount)}</DetailRow>
        <DetailRow label={translate('app.checkout.summary.voucherDiscount')}>{`−${money(figures.voucherDiscount)}`}</DetailRow>
        <DetailRow label={translate('app.checkout.summary.pointsDiscount')}>{`−${money(figures.pointsDiscount)}`}</DetailRow>
        <DetailRow label={translate('app.checkout.summary.toPay')}><strong>{money(figures.toPay)}</strong></DetailRow>
        <DetailRow label={translate('app.checkout.summary.earns')}>{`+${formatCount(figures.earned, locale)}`}</DetailRow>
      </Box>
    </Box>
  );
};
