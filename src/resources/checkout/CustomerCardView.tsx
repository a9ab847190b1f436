import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CustomerCard } from '../../api/checkout';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { ActivityTable } from './ActivityTable';
import { checkoutFailure } from './failureText';
import { VoucherList } from './VoucherList';

/** /checkout with the customer's phone in its query, encoded. */
export const checkoutLink = (phone: string) => ({ pathname: '/checkout', search: `?${new URLSearchParams({ phone })}` });

/** The customer found by phone: points and their value, recent activity, vouchers, and the way to the checkout. */
export const CustomerCardView = ({ query }: { query: UseQueryResult<CustomerCard> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const activityId = useId();
  const vouchersId = useId();
  if (query.isPending || query.isFetching) {
    return (
      <Box aria-busy="true" sx={{ mt: 3 }}>
        <Box component="span" sx={visuallyHidden}>{translate('app.checkout.card.loading')}</Box>
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (query.isError) {
    const failure = checkoutFailure(query.error);
    return <Alert severity={failure.severity} role="alert" sx={{ mt: 3 }}>{translate(failure.message, { ...failure.args, _: failure.message })}</Alert>;
  }
  const card = query.data;
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6">{translate('app.checkout.card.title', { phone: card.phone })}</Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">{translate('app.checkout.card.balance')}</Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0 }}>
          <span>{translate('app.checkout.card.points', { count: formatCount(card.balance, locale) })}</span>{' '}
          <Typography component="span" color="text.secondary">
            ({translate('app.checkout.card.worth', { value: formatMoney(Math.max(0, card.balance) * card.pointValue, locale) })})
          </Typography>
        </Typography>
      </Box>
      <div>
        <Button component={Link} to={checkoutLink(card.phone)} variant="contained" startIcon={<PointOfSaleIcon />}>
          {translate('app.checkout.card.checkoutFor')}
        </Button>
      </div>
      <Typography component="h3" variant="subtitle1" id={activityId}>{translate('app.checkout.card.recent')}</Typography>
      <ActivityTable rows={card.recent} captionId={activityId} />
      <Typography component="h3" variant="subtitle1" id={vouchersId}>{translate('app.checkout.card.vouchers')}</Typography>
      <VoucherList vouchers={card.vouchers} labelId={vouchersId} />
    </Stack>
  );
};
