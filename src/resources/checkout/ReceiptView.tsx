import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Receipt } from '../../api/checkout';
import { formatDateTime } from '../../core/formatDate';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { serviceName } from '../../core/salesTerms';
import { DetailRow } from '../../ui/DetailRow';

// Only the receipt on paper: not the app bar, the side menu or the receipt's own buttons.
const PRINT_STYLES = { '@media print': { '.MuiAppBar-root, .RaSidebar-root, .receipt-actions': { display: 'none !important' } } };

/**
 * The receipt of a recorded sale. Print-friendly: when printed, only the receipt shows (the shell's bars and the
 * buttons are hidden by the print styles below). The focus moves to its heading, so a screen reader says it is done.
 */
export const ReceiptView = ({ receipt, onNewSale }: { receipt: Receipt; onNewSale: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const money = (value: number) => formatMoney(value, locale);
  const points = (value: number) => formatCount(value, locale);
  return (
    <Box>
      <GlobalStyles styles={PRINT_STYLES} />
      <Alert severity="success" sx={{ mb: 2 }} className="receipt-actions">{translate('app.checkout.receipt.recorded')}</Alert>
      <Typography component="h2" variant="h6" tabIndex={-1} ref={heading} gutterBottom>{translate('app.checkout.receipt.title')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 3, rowGap: 0.5, m: 0, maxWidth: 520 }}>
        <DetailRow label={translate('app.checkout.receipt.reference')}>{receipt.reference}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.date')}>{formatDateTime(receipt.createdAt)}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.shop')}>{receipt.shopName}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.service')}>{serviceName(receipt.serviceCode, locale)}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.customer')}>{receipt.phone}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.amount')}>{money(receipt.amount)}</DetailRow>
        {receipt.voucherName ? <DetailRow label={translate('app.checkout.receipt.voucher')}>{receipt.voucherName}</DetailRow> : null}
        <DetailRow label={translate('app.checkout.receipt.voucherDiscount')}>{`−${money(receipt.voucherDiscount)}`}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.pointsDiscount')}>{`−${money(receipt.pointsDiscount)}`}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.paid')}><strong>{money(receipt.paid)}</strong></DetailRow>
        <DetailRow label={translate('app.checkout.receipt.pointsRedeemed')}>{points(receipt.pointsRedeemed)}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.pointsEarned')}>{points(receipt.pointsEarned)}</DetailRow>
        <DetailRow label={translate('app.checkout.receipt.balanceAfter')}>{points(receipt.balanceAfter)}</DetailRow>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3 }} className="receipt-actions">
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>{translate('app.checkout.receipt.print')}</Button>
        <Button variant="contained" onClick={onNewSale}>{translate('app.checkout.receipt.newSale')}</Button>
        <Button component={Link} to={{ pathname: '/searchphone', search: `?${new URLSearchParams({ phone: receipt.phone })}` }}>
          {translate('app.checkout.receipt.customerCard')}
        </Button>
      </Stack>
    </Box>
  );
};
