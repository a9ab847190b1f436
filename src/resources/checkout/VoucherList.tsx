import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HeldVoucher } from '../../api/checkout';
import { formatDate } from '../../core/formatDate';
import { formatMoney } from '../../core/formatMoney';

/** The vouchers the customer holds here: name, value, until when. */
export const VoucherList = ({ vouchers, labelId }: { vouchers: readonly HeldVoucher[]; labelId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!vouchers.length) return <Typography color="text.secondary">{translate('app.checkout.card.noVouchers')}</Typography>;
  return (
    <List dense aria-labelledby={labelId}>
      {vouchers.map((voucher) => (
        <ListItem key={voucher.id} disableGutters>
          <ListItemText
            primary={`${voucher.name}: ${formatMoney(voucher.value, locale)}`}
            secondary={voucher.endsAt ? translate('app.checkout.card.endsOn', { date: formatDate(voucher.endsAt) }) : translate('app.checkout.card.noEnd')}
          />
        </ListItem>
      ))}
    </List>
  );
};
