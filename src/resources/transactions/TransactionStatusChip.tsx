import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { TransactionStatus } from '../../api/sales';

const COLORS = { success: 'success', pending: 'warning', failed: 'error' } as const;

/** A status by its name in the app's language; the colour only repeats what the word says. */
export const TransactionStatusChip = ({ status }: { status: TransactionStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.sales.statuses.${status}`)} />;
};
