import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { WebhookEventRow } from '../../api/webhooks';
import { formatDateTime } from '../../core/formatDate';
import { APP_KEY } from '../../dataProvider/queries';
import { ResendEventButton } from './ResendEventButton';
import { fetchWebhookAttempts } from './webhooksApi';

/**
 * An event's panel in the log: every attempt to deliver it to this endpoint, newest first (time, HTTP status,
 * duration, the answer's first bytes), and Resend. The answer is the receiver's text: shown as text, never as markup.
 */
export const WebhookAttempts = ({ endpointId }: { endpointId: string }) => {
  const translate = useTranslate();
  const event = useRecordContext<WebhookEventRow>();
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'edit' });
  const eventId = event?.id ?? '';
  const { data: attempts } = useQuery({
    queryKey: [APP_KEY, 'webhooks', 'attempts', eventId, endpointId],
    queryFn: ({ signal }) => fetchWebhookAttempts(eventId, endpointId, signal),
    enabled: eventId !== '',
  });
  if (!event) return null;
  const delivery = event.deliveries.find((entry) => entry.endpointId === endpointId);
  const label = (field: string) => translate(`app.webhooks.log.attempts.${field}`);
  const headingId = `attempts-${event.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 1 }}>
      <Typography component="h3" variant="subtitle1" id={headingId}>
        {label('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.webhooks.log.fields.id')}: <code>{event.id}</code>
        {delivery?.nextAttemptAt ? ` · ${translate('app.webhooks.log.attempts.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt) })}` : ''}
      </Typography>
      {!attempts ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 1 }} /> : null}
      {attempts && attempts.length === 0 ? <Typography sx={{ my: 1 }}>{label('none')}</Typography> : null}
      {attempts && attempts.length > 0 ? (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{label('attemptedAt')}</TableCell>
              <TableCell>{label('status')}</TableCell>
              <TableCell>{label('duration')}</TableCell>
              <TableCell>{label('response')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attempts.map((attempt) => (
              <TableRow key={attempt.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.attemptedAt)}</TableCell>
                <TableCell>{attempt.status ?? label('noAnswer')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate('app.webhooks.log.attempts.durationMs', { ms: attempt.durationMs })}</TableCell>
                <TableCell>
                  {/* React writes this as a text node: a receiver's HTML is shown as its characters, never drawn. */}
                  <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8rem' }}>
                    {attempt.response}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {canAccess ? <Box sx={{ mt: 1 }}><ResendEventButton eventId={event.id} endpointId={endpointId} /></Box> : null}
    </Box>
  );
};
