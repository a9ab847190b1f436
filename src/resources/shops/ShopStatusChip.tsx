import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ShopStatus } from '../../api/shops';

const COLORS = { active: 'success', locked: 'default' } as const;

/** A shop's status by its name in the app's language; the colour only repeats what the word says. */
export const ShopStatusChip = ({ status }: { status: ShopStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.shops.statuses.${status}`)} />;
};
