import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { messageKey } from '../../i18n/messageKey';
import type { Outcome } from './useLifecycleAction';

/**
 * The answer of the last action, in an alert (spec §7: each call's message is shown): a key of ours, or a message of
 * the HTTP catalogue (a server failure, a lost connection), in the screen's language.
 */
export const OutcomeAlert = ({ outcome }: { outcome: Outcome | null }) => {
  const translate = useTranslate();
  if (!outcome) return null;
  return <Alert severity={outcome.severity} sx={{ my: 2 }}>{translate(messageKey(outcome.message), { _: outcome.message })}</Alert>;
};
