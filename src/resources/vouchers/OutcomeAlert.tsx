import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { Outcome } from './useLifecycleAction';

/** The answer of the last action, in an alert (spec §7: each call's message is shown). */
export const OutcomeAlert = ({ outcome }: { outcome: Outcome | null }) => {
  const translate = useTranslate();
  if (!outcome) return null;
  return <Alert severity={outcome.severity} sx={{ my: 2 }}>{translate(outcome.message, { _: outcome.message })}</Alert>;
};
