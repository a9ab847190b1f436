import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, Link, List, Pagination, SelectInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { WEBHOOK_ENDPOINT_STATUSES, type WebhookEndpointListRow } from '../../api/webhooks';
import { formatDateTime } from '../../core/formatDate';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import type { ScreenProps } from '../screen';
import { EventTypeChips } from './EventTypeChips';
import { LastDelivery } from './LastDelivery';
import { webhookDetailPath } from './paths';
import { WebhookStatusChip } from './WebhookStatusChip';

const Col = DataTable.Col<WebhookEndpointListRow>;

const AddButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'create' });
  if (!canAccess) return null;
  return (
    <TopToolbar>
      <Button component={RouterLink} to="/webhook/create" size="small" startIcon={<AddIcon />}>
        {translate('app.webhooks.add')}
      </Button>
    </TopToolbar>
  );
};

const STATUS_CHOICES = WEBHOOK_ENDPOINT_STATUSES.map((status) => ({ id: status, name: `app.webhooks.statuses.${status}` }));

const filters = [
  <SelectInput key="status" source="status" label="app.webhooks.fields.status" choices={STATUS_CHOICES} emptyText="app.webhooks.anyStatus" alwaysOn />,
];

/**
 * /webhooks (issue 36): findWebhookEndpoints through react-admin's List, newest first: URL, description, event
 * types, created, last delivery and status; filtered by status. A row opens the endpoint's detail (by keyboard: its
 * URL's link), whose event log has every attempt.
 */
const WebhookList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.webhooks.empty')}</Typography>;
  const urlOf = (row: WebhookEndpointListRow) => <Box component="code" sx={{ overflowWrap: 'anywhere' }}>{row.url}</Box>;
  // On a phone: the URL and status, the description, the events and the last delivery.
  const entry = (row: WebhookEndpointListRow) => ({
    primary: urlOf(row),
    tertiary: <WebhookStatusChip status={row.status} />,
    secondary: [row.description, <EventTypeChips types={row.eventTypes} />, <LastDelivery last={row.lastDelivery} />],
    to: webhookDetailPath(row.id),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.webhooks.intro')}
      </Typography>
      <List
        resource="webhooks"
        title={translate(titleKey)}
        filters={filters}
        perPage={20}
        pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={<AddButton />}
      >
        <ResponsiveRows entry={entry} empty={empty}>
          <DataTable rowClick={(id) => webhookDetailPath(String(id))} bulkActionButtons={false} empty={empty}>
            <Col
              source="url"
              label="app.webhooks.fields.url"
              disableSort
              render={(row) => (
                <Link to={webhookDetailPath(row.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
                  {urlOf(row)}
                </Link>
              )}
            />
            <Col source="description" label="app.webhooks.fields.description" disableSort />
            <Col source="eventTypes" label="app.webhooks.fields.eventTypes" disableSort render={(row) => <EventTypeChips types={row.eventTypes} />} />
            <Col source="createdAt" label="app.webhooks.fields.createdAt" disableSort render={(row) => formatDateTime(row.createdAt)} />
            <Col source="lastDelivery" label="app.webhooks.fields.lastDelivery" disableSort render={(row) => <LastDelivery last={row.lastDelivery} />} />
            <Col source="status" label="app.webhooks.fields.status" disableSort render={(row) => <WebhookStatusChip status={row.status} />} />
          </DataTable>
        </ResponsiveRows>
      </List>
    </Box>
  );
};

export default WebhookList;
