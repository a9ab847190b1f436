import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { WebhookEndpointStatus, WebhookOutcome } from '../../api/webhooks';

const STATUS_COLORS = { enabled: 'success', disabled: 'default', failing: 'error' } as const;
const OUTCOME_COLORS = { pending: 'info', delivered: 'success', failed: 'error', none: 'default' } as const;

/** An endpoint's status by its name in the app's language; the colour only repeats what the word says. */
export const WebhookStatusChip = ({ status }: { status: WebhookEndpointStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={translate(`app.webhooks.statuses.${status}`)} />;
};

/** An event's outcome over its deliveries, likewise. */
export const WebhookOutcomeChip = ({ outcome }: { outcome: WebhookOutcome }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={OUTCOME_COLORS[outcome]} label={translate(`app.webhooks.outcomes.${outcome}`)} />;
};
