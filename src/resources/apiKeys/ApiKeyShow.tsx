import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Edit, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { ApiKeyRow } from '../../api/apiKeys';
import { formatDate, formatDateTime } from '../../core/formatDate';
import { DetailRow } from '../../ui/DetailRow';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { ApiKeyForm } from './ApiKeyForm';
import { LastUsed } from './LastUsed';
import { ApiKeyStatusButton } from './ApiKeyStatusButton';
import { ApiKeyStatusChip } from './ApiKeyStatusChip';
import { RollKeyButton } from './RollKeyButton';
import { ScopeChips } from './ScopeChips';

const Details = () => {
  const translate = useTranslate();
  // Parsed with apiKeyRowSchema by the data provider (data.ts).
  const key = useRecordContext<ApiKeyRow>();
  if (!key) return null;
  const label = (field: string) => translate(`app.apiKeys.fields.${field}`);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        <DetailRow label={label('name')}>{key.name}</DetailRow>
        <DetailRow label={label('prefix')}><Box component="code">{`${key.prefix}…`}</Box></DetailRow>
        <DetailRow label={label('status')}><ApiKeyStatusChip status={key.status} /></DetailRow>
        <DetailRow label={label('scopes')}><ScopeChips scopes={key.scopes} /></DetailRow>
        <DetailRow label={label('ipAllow')}>{key.ipAllow.length ? key.ipAllow.join(', ') : translate('app.apiKeys.anyAddress')}</DetailRow>
        <DetailRow label={label('createdAt')}>{formatDateTime(key.createdAt)}</DetailRow>
        <DetailRow label={label('lastUsed')}><LastUsed row={key} /></DetailRow>
        <DetailRow label={label('expiresAt')}>{key.expiresAt ? formatDate(key.expiresAt) : translate('app.apiKeys.noExpiry')}</DetailRow>
        {key.previousValidUntil ? <DetailRow label={label('previousValidUntil')}>{formatDateTime(key.previousValidUntil)}</DetailRow> : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <ApiKeyStatusButton apiKey={key} />
        <RollKeyButton apiKey={key} />
      </Box>
    </>
  );
};

const Actions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={RouterLink} to="/api-keys" size="small" startIcon={<ArrowBackIcon />}>
        {translate('app.apiKeys.backToList')}
      </Button>
    </TopToolbar>
  );
};

/**
 * /api-key/detail/:id (spec §2): detailApiKey; its details, Revoke / Enable and Roll, and for those who may manage
 * keys the edit form (updateApiKey: name, scopes, allow-list, expiry) below them. Another merchant's key is said in place.
 */
const ApiKeyShow = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const record = useRecordScreen(titleKey, 'app.apiKeys.notFound');
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'edit' });
  const details = (
    <CardContent>
      <Details />
    </CardContent>
  );
  return (
    <TitledScreen titleKey={titleKey}>
      {canAccess ? (
        <Edit resource="apiKeys" {...record} actions={<Actions />} mutationMode="pessimistic" redirect={false}>
          {details}
          <Divider />
          <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>{translate('app.apiKeys.edit')}</Typography>
          <ApiKeyForm />
        </Edit>
      ) : (
        <Show resource="apiKeys" {...record} actions={<Actions />}>
          {details}
        </Show>
      )}
    </TitledScreen>
  );
};

export default ApiKeyShow;
