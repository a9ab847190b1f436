import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WebhookEndpoint, WebhookEventType } from '../../api/webhooks';
import { eventTypeText } from './eventTypes';
import { instantOfVietnamInput, vietnamInputOf } from './vietnamTime';
import { resendWebhookEvents } from './webhooksApi';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Resend a time range": every event of the range (Vietnam time; the last day to start with) of one type or of
 * every type the endpoint wants, sent again to this endpoint with their ids (resendWebhookEvents); says how many.
 */
export const ResendRangeButton = ({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'id' | 'eventTypes'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [type, setType] = useState<WebhookEventType | ''>('');
  const text = (key: string) => translate(`app.webhooks.log.resendRange.${key}`);
  const start = () => {
    const now = new Date();
    setFrom(vietnamInputOf(new Date(now.getTime() - DAY_MS)));
    setTo(vietnamInputOf(now));
    setType('');
    setOpen(true);
  };
  const fromInstant = instantOfVietnamInput(from);
  const toInstant = instantOfVietnamInput(to);
  const backwards = fromInstant !== null && toInstant !== null && Date.parse(toInstant) < Date.parse(fromInstant);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fromInstant || !toInstant || backwards) return;
    setBusy(true);
    try {
      const queued = await resendWebhookEvents({ endpointId: endpoint.id, from: fromInstant, to: toInstant, ...(type ? { type } : {}) });
      notify('app.webhooks.resent', { type: 'success', messageArgs: { smart_count: queued } });
      setOpen(false);
      refresh();
    } catch {
      // The HTTP client has shown its notice.
    } finally {
      setBusy(false);
    }
  };
  const close = () => setOpen(false);
  return (
    <>
      <Button size="small" startIcon={<ReplayIcon />} onClick={start}>
        {text('button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{text('title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{text('content')}</DialogContentText>
            <Stack spacing={2}>
              <TextField
                type="datetime-local" label={text('from')} value={from} required onChange={(event) => setFrom(event.target.value)}
                error={fromInstant === null} helperText={fromInstant === null ? text('whenRequired') : ' '} slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="datetime-local" label={text('to')} value={to} required onChange={(event) => setTo(event.target.value)}
                error={toInstant === null || backwards}
                helperText={toInstant === null ? text('whenRequired') : backwards ? text('toBeforeFrom') : ' '}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField select label={text('type')} value={type} onChange={(event) => setType(event.target.value as WebhookEventType | '')}>
                <MenuItem value="">{text('anyType')}</MenuItem>
                {endpoint.eventTypes.map((eventType) => (
                  <MenuItem key={eventType} value={eventType}>{translate(eventTypeText(eventType, 'name'))}</MenuItem>
                ))}
              </TextField>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('app.webhooks.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {text('confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
