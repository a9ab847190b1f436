import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { STATE_COLORS, type VoucherState } from '../../api/voucherLifecycle';

/** A lifecycle state as a coloured chip, named in the screen's language. */
export const StateChip = ({ state }: { state: VoucherState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLORS[state]} label={translate(`app.voucherLife.states.${state}`)} />;
};
