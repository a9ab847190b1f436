import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DataTable, List, Pagination, SelectInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { WEBHOOK_ALL_EVENT_TYPES, WEBHOOK_OUTCOMES, type WebhookEndpoint, type WebhookEventRow } from '../../api/webhooks';
import { formatDateTime } from '../../core/formatDate';
import { eventTypeText } from './eventTypes';
import { ResendRangeButton } from './ResendRangeButton';
import { WebhookAttempts } from './WebhookAttempts';
import { WebhookOutcomeChip } from './WebhookStatusChip';

const Col = DataTable.Col<WebhookEventRow>;

const TYPE_CHOICES = WEBHOOK_ALL_EVENT_TYPES.map((type) => ({ id: type, name: eventTypeText(type, 'name') }));
const OUTCOME_CHOICES = WEBHOOK_OUTCOMES.map((outcome) => ({ id: outcome, name: `app.webhooks.outcomes.${outcome}` }));

const FILTERS = [
  <SelectInput key="type" source="type" label="app.webhooks.log.fields.type" choices={TYPE_CHOICES} emptyText="app.webhooks.log.anyType" alwaysOn />,
  <SelectInput key="outcome" source="outcome" label="app.webhooks.log.fields.outcome" choices={OUTCOME_CHOICES} emptyText="app.webhooks.log.anyOutcome" alwaysOn />,
];

/** While a delivery is pending the log reads itself again this often, so that its outcome appears without a reload. */
const PENDING_REFRESH_MS = 2_000;

/** An event just sent, which the log waits for until `until` (ms): it is listed once its delivery is queued. */
export interface AwaitedEvent {
  id: string;
  until: number;
}

const readAgain = (rows: readonly WebhookEventRow[] | undefined, awaited: AwaitedEvent | null): number | false => {
  if (rows?.some((row) => row.outcome === 'pending')) return PENDING_REFRESH_MS;
  const waiting = awaited !== null && Date.now() < awaited.until && !rows?.some((row) => row.id === awaited.id);
  return waiting ? PENDING_REFRESH_MS : false;
};

/**
 * The endpoint's event log (findWebhookEvents of this endpoint, the last 30 days, newest first): type, created,
 * outcome and sequence, filtered by type and outcome; a row opens its attempts and Resend; "Resend a time range".
 * It reads itself again while a delivery is pending, and until `awaited` (a test event just sent) appears. Its
 * filters stay out of the address (the detail's route is the endpoint's).
 */
export const WebhookEventLog = ({ endpoint, awaited }: { endpoint: Pick<WebhookEndpoint, 'id' | 'eventTypes'>; awaited: AwaitedEvent | null }) => {
  const translate = useTranslate();
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'edit' });
  const empty = <Typography sx={{ p: 2 }}>{translate('app.webhooks.log.empty')}</Typography>;
  const typeOf = (row: WebhookEventRow) => (
    <>
      {translate(eventTypeText(row.type, 'name'))}{' '}
      <Typography component="code" variant="body2" color="text.secondary">{row.type}</Typography>
    </>
  );
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id={titleId}>
        {translate('app.webhooks.log.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.webhooks.log.intro')}
      </Typography>
      {/* The detail's route has checked the read permission; the server answers only the merchant's events. */}
      <List
        resource="webhookEvents"
        disableAuthentication
        disableSyncWithLocation
        storeKey={false}
        title={false}
        filter={{ endpointId: endpoint.id }}
        filters={FILTERS}
        perPage={20}
        pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={canAccess ? <TopToolbar><ResendRangeButton endpoint={endpoint} /></TopToolbar> : false}
        queryOptions={{ refetchInterval: (query) => readAgain(query.state.data?.data as WebhookEventRow[] | undefined, awaited) }}
      >
        <DataTable bulkActionButtons={false} rowClick="expand" expand={<WebhookAttempts endpointId={endpoint.id} />} empty={empty}>
          <Col source="type" label="app.webhooks.log.fields.type" disableSort render={typeOf} />
          <Col source="createdAt" label="app.webhooks.log.fields.createdAt" disableSort render={(row) => formatDateTime(row.createdAt)} />
          <Col source="outcome" label="app.webhooks.log.fields.outcome" disableSort render={(row) => <WebhookOutcomeChip outcome={row.outcome} />} />
          <Col source="sequence" label="app.webhooks.log.fields.sequence" disableSort />
        </DataTable>
      </List>
    </Box>
  );
};
