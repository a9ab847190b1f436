import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, Link, List, Pagination, SelectInput, TextInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { API_KEY_STATES, type ApiKeyRow } from '../../api/apiKeys';
import { formatDate, formatDateTime } from '../../core/formatDate';
import { DEFAULT_API_KEY_SORT } from './data';
import { ResponsiveRows } from '../../ui/lists/ResponsiveRows';
import { Fact } from '../../ui/lists/RowEntries';
import type { ScreenProps } from '../screen';
import { ApiKeyStatusChip } from './ApiKeyStatusChip';
import { LastUsed } from './LastUsed';
import { apiKeyDetailPath } from './paths';
import { ScopeChips } from './ScopeChips';

const Col = DataTable.Col<ApiKeyRow>;

const AddButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'create' });
  if (!canAccess) return null;
  return (
    <TopToolbar>
      <Button component={RouterLink} to="/api-key/create" size="small" startIcon={<AddIcon />}>
        {translate('app.apiKeys.add')}
      </Button>
    </TopToolbar>
  );
};

const STATUS_CHOICES = API_KEY_STATES.map((state) => ({ id: state, name: `app.apiKeys.statuses.${state}` }));

/** Search by name or prefix, and the state; each labelled (data.ts makes them `queryInput`). */
const filters = [
  <TextInput key="q" source="q" label="app.apiKeys.fields.q" slotProps={{ htmlInput: { maxLength: 100 } }} alwaysOn />,
  <SelectInput key="status" source="status" label="app.apiKeys.fields.status" choices={STATUS_CHOICES} emptyText="app.apiKeys.anyStatus" alwaysOn />,
];

/**
 * /api-keys (spec §2): findApiKeys through react-admin's List, newest first: name, key prefix, scopes, created, last
 * use (time and address), expiry and state. A row opens the key's detail (by keyboard: its name's link).
 */
const ApiKeyList = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const empty = <Typography sx={{ p: 2 }}>{translate('app.apiKeys.empty')}</Typography>;
  const expiryOf = (row: ApiKeyRow) => (row.expiresAt ? formatDate(row.expiresAt) : translate('app.apiKeys.noExpiry'));
  const prefixOf = (row: ApiKeyRow) => <Box component="code">{`${row.prefix}…`}</Box>;
  // On a phone: the name and state, the key's start, its scopes, its last use and expiry.
  const entry = (row: ApiKeyRow) => ({
    primary: row.name,
    tertiary: <ApiKeyStatusChip status={row.status} />,
    secondary: [
      prefixOf(row),
      <ScopeChips scopes={row.scopes} />,
      <Fact label={translate('app.apiKeys.fields.lastUsed')}><LastUsed row={row} /></Fact>,
      <Fact label={translate('app.apiKeys.fields.expiresAt')}>{expiryOf(row)}</Fact>,
    ],
    to: apiKeyDetailPath(row.id),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <List
        resource="apiKeys"
        title={translate(titleKey)}
        filters={filters}
        sort={DEFAULT_API_KEY_SORT}
        perPage={20}
        pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
        exporter={false}
        empty={false}
        actions={<AddButton />}
      >
        <ResponsiveRows entry={entry} empty={empty}>
          <DataTable rowClick={(id) => apiKeyDetailPath(String(id))} bulkActionButtons={false} empty={empty}>
            <Col
              source="name"
              label="app.apiKeys.fields.name"
              render={(row) => (
                <Link to={apiKeyDetailPath(row.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
                  {row.name}
                </Link>
              )}
            />
            <Col source="prefix" label="app.apiKeys.fields.prefix" disableSort render={prefixOf} />
            <Col source="scopes" label="app.apiKeys.fields.scopes" disableSort render={(row) => <ScopeChips scopes={row.scopes} />} />
            <Col source="createdAt" label="app.apiKeys.fields.createdAt" render={(row) => formatDateTime(row.createdAt)} />
            <Col source="lastUsedAt" label="app.apiKeys.fields.lastUsed" render={(row) => <LastUsed row={row} />} />
            <Col source="expiresAt" label="app.apiKeys.fields.expiresAt" render={expiryOf} />
            <Col source="status" label="app.apiKeys.fields.status" disableSort render={(row) => <ApiKeyStatusChip status={row.status} />} />
          </DataTable>
        </ResponsiveRows>
      </List>
    </Box>
  );
};

export default ApiKeyList;
