import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WebhookEndpoint } from '../../api/webhooks';
import { sendTestWebhook } from './webhooksApi';

/**
 * "Send a test event": a `webhook.test` event to this endpoint only; `onSent` hands its id to the event log below,
 * which reads itself again until it shows it delivered or failed. A disabled endpoint takes none (the server says so too).
 */
export const SendTestButton = ({ endpoint, onSent }: { endpoint: Pick<WebhookEndpoint, 'id' | 'status'>; onSent: (eventId: string) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const event = await sendTestWebhook(endpoint.id);
      notify('app.webhooks.testSent', { type: 'success' });
      onSent(event.id);
      refresh();
    } catch {
      // The HTTP client has shown its notice.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<SendIcon />} disabled={busy || endpoint.status === 'disabled'} onClick={() => void send()}>
      {translate('app.webhooks.sendTest')}
    </Button>
  );
};
