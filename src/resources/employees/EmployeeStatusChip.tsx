import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { EmployeeStatus } from '../../api/submerchants';

const COLORS = { active: 'success', locked: 'default' } as const;

/** A status by its name in the app's language; the colour only repeats what the word says. */
export const EmployeeStatusChip = ({ status }: { status: EmployeeStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.submerchants.statuses.${status}`)} />;
};
