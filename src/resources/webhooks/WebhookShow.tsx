import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Edit, Show, TopToolbar, useCanAccess, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { WEBHOOK_LIMITS, type WebhookEndpoint } from '../../api/webhooks';
import { formatDateTime } from '../../core/formatDate';
import { DetailRow } from '../../ui/DetailRow';
import { RollSecretButton } from '../../ui/secrets/RollSecretButton';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { DeleteWebhookButton } from './DeleteWebhookButton';
import { EventTypeChips } from './EventTypeChips';
import { SendTestButton } from './SendTestButton';
import { type AwaitedEvent, WebhookEventLog } from './WebhookEventLog';
import { WebhookForm } from './WebhookForm';
import { rollWebhookSecret } from './webhooksApi';
import { WebhookStatusButton } from './WebhookStatusButton';
import { WebhookStatusChip } from './WebhookStatusChip';

type OnTestSent = (eventId: string) => void;

const Actions = ({ endpoint, onTestSent }: { endpoint: WebhookEndpoint; onTestSent: OnTestSent }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
    <SendTestButton endpoint={endpoint} onSent={onTestSent} />
    <WebhookStatusButton endpoint={endpoint} />
    <RollSecretButton
      name={endpoint.url}
      messages="app.webhooks.roll"
      cancel="app.webhooks.cancel"
      issuedMessages="app.webhooks.issued"
      rolled="app.webhooks.rolled"
      defaultOverlap={WEBHOOK_LIMITS.overlapHoursDefault}
      roll={(overlapHours, proof) => rollWebhookSecret(endpoint.id, overlapHours, proof)}
    />
    <DeleteWebhookButton endpoint={endpoint} />
  </Box>
);

const Details = ({ canManage, onTestSent }: { canManage: boolean; onTestSent: OnTestSent }) => {
  const translate = useTranslate();
  // Parsed with webhookEndpointSchema by the data provider (data.ts).
  const endpoint = useRecordContext<WebhookEndpoint>();
  if (!endpoint) return null;
  const label = (field: string) => translate(`app.webhooks.fields.${field}`);
  return (
    <>
      {endpoint.status === 'failing' ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('app.webhooks.failingNotice')}</Alert> : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        <DetailRow label={label('url')}><Box component="code">{endpoint.url}</Box></DetailRow>
        <DetailRow label={label('description')}>{endpoint.description || translate('app.webhooks.noDescription')}</DetailRow>
        <DetailRow label={label('status')}><WebhookStatusChip status={endpoint.status} /></DetailRow>
        <DetailRow label={label('eventTypes')}><EventTypeChips types={endpoint.eventTypes} /></DetailRow>
        <DetailRow label={label('secretPrefix')}><Box component="code">{`${endpoint.secretPrefix}…`}</Box></DetailRow>
        {endpoint.previousSecretUntil ? <DetailRow label={label('previousSecretUntil')}>{formatDateTime(endpoint.previousSecretUntil)}</DetailRow> : null}
        <DetailRow label={label('createdAt')}>{formatDateTime(endpoint.createdAt)}</DetailRow>
        {endpoint.updatedAt ? <DetailRow label={label('updatedAt')}>{formatDateTime(endpoint.updatedAt)}</DetailRow> : null}
        {endpoint.failingSince ? <DetailRow label={label('failingSince')}>{formatDateTime(endpoint.failingSince)}</DetailRow> : null}
      </Box>
      {canManage ? <Actions endpoint={endpoint} onTestSent={onTestSent} /> : null}
    </>
  );
};

/** How long the log waits for a test event to be listed (its delivery queued): the server does it at once. */
const AWAIT_TEST_MS = 30_000;

const BackToList = () => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={RouterLink} to="/webhooks" size="small" startIcon={<ArrowBackIcon />}>
        {translate('app.webhooks.backToList')}
      </Button>
    </TopToolbar>
  );
};

/** The log below the endpoint, once the endpoint is known to be the merchant's (react-admin's cache of its record). */
const EventLogOf = ({ id, awaited }: { id: string; awaited: AwaitedEvent | null }) => {
  const { data } = useGetOne<WebhookEndpoint>('webhooks', { id }, { enabled: false });
  return data ? <WebhookEventLog endpoint={data} awaited={awaited} /> : null;
};

/**
 * /webhook/detail/:id (issue 36): detailWebhookEndpoint; its details, Send a test event, Disable / Enable, Roll
 * secret and Delete, and for those who may manage webhooks the edit form (URL, description, events) below them;
 * then the event log. Another merchant's endpoint is said in place.
 */
const WebhookShow = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const record = useRecordScreen(titleKey, 'app.webhooks.notFound');
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'edit' });
  const [awaited, setAwaited] = useState<AwaitedEvent | null>(null);
  const details = (
    <CardContent>
      <Details canManage={canAccess === true} onTestSent={(id) => setAwaited({ id, until: Date.now() + AWAIT_TEST_MS })} />
    </CardContent>
  );
  return (
    <TitledScreen titleKey={titleKey}>
      {canAccess ? (
        <Edit resource="webhooks" {...record} actions={<BackToList />} mutationMode="pessimistic" redirect={false}>
          {details}
          <Divider />
          <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>{translate('app.webhooks.edit')}</Typography>
          <WebhookForm />
        </Edit>
      ) : (
        <Show resource="webhooks" {...record} actions={<BackToList />}>
          {details}
        </Show>
      )}
      <EventLogOf id={record.id} awaited={awaited} />
    </TitledScreen>
  );
};

export default WebhookShow;
