import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { resendWebhookEvent } from './webhooksApi';

/** Sends one event again (the same id) to this endpoint, with a fresh day of retries; the log is read again. */
export const ResendEventButton = ({ eventId, endpointId }: { eventId: string; endpointId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const queued = await resendWebhookEvent(eventId, endpointId);
      notify('app.webhooks.resent', { type: 'success', messageArgs: { smart_count: queued } });
      refresh();
    } catch {
      // The HTTP client has shown its notice.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void resend()}>
      {translate('app.webhooks.log.resendEvent')}
    </Button>
  );
};
