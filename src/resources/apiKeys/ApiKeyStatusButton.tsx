import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useCanAccess } from 'react-admin';
import type { ApiKeyRow } from '../../api/apiKeys';
import { ConfirmedActionButton } from '../../ui/ConfirmedActionButton';
import { setApiKeyStatus } from './apiKeysApi';

/** Revoke (a key that is not revoked) or Enable (a revoked one), after a confirmation naming the key. For those who may manage keys only. */
export const ApiKeyStatusButton = ({ apiKey }: { apiKey: Pick<ApiKeyRow, 'id' | 'name' | 'status'> }) => {
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'edit' });
  if (!canAccess) return null;
  const action = apiKey.status === 'revoked' ? 'enable' : 'revoke';
  return (
    <ConfirmedActionButton
      messages="app.apiKeys"
      action={action}
      names={{ name: apiKey.name }}
      variant="outlined"
      color={action === 'revoke' ? 'error' : 'primary'}
      icon={action === 'revoke' ? <BlockIcon /> : <CheckCircleIcon />}
      done={action === 'revoke' ? 'app.apiKeys.revokedNotice' : 'app.apiKeys.enabledNotice'}
      run={() => setApiKeyStatus(apiKey.id, action)}
    />
  );
};
