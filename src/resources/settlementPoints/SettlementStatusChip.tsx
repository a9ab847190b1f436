import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { SettlementStatus } from '../../api/loyalty';

const COLORS = { requested: 'info', approved: 'primary', paid: 'success', rejected: 'error' } as const;

/** A settlement's status by its name in the app's language; the colour only repeats what the word says. */
export const SettlementStatusChip = ({ status }: { status: SettlementStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.loyalty.statuses.${status}`)} />;
};
