import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ApiKeyState } from '../../api/apiKeys';

const COLORS = { active: 'success', revoked: 'default', expired: 'warning' } as const;

/** A key's state by its name in the app's language; the colour only repeats what the word says. */
export const ApiKeyStatusChip = ({ status }: { status: ApiKeyState }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.apiKeys.statuses.${status}`)} />;
};
