import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ActivityOutcome } from '../../api/activity';

const COLOURS = { success: 'success', failure: 'error', blocked: 'warning' } as const;

/** An entry's outcome in words, coloured: the colour repeats the word, never replaces it. */
export const ActivityOutcomeChip = ({ outcome }: { outcome: ActivityOutcome }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLOURS[outcome]} label={translate(`app.activity.outcomes.${outcome}`)} />;
};
