import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ApiKeyRow } from '../../api/apiKeys';
import { setApiKeyStatus } from './apiKeysApi';

/**
 * Revoke (a key that is not revoked) or Enable (a revoked one), after a confirmation naming the key; the page's data
 * is read again. For those who may manage keys only.
 */
export const ApiKeyStatusButton = ({ apiKey }: { apiKey: Pick<ApiKeyRow, 'id' | 'name' | 'status'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'apiKeys', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const action = apiKey.status === 'revoked' ? 'enable' : 'revoke';
  const confirm = async () => {
    setBusy(true);
    try {
      await setApiKeyStatus(apiKey.id, action);
      notify(action === 'revoke' ? 'app.apiKeys.revokedNotice' : 'app.apiKeys.enabledNotice', { type: 'success' });
      refresh();
    } catch {
      // The HTTP client has shown its notice.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={action === 'revoke' ? 'error' : 'primary'}
        startIcon={action === 'revoke' ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(`app.apiKeys.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(`app.apiKeys.${action}Title`, { name: apiKey.name })}
        content={translate(`app.apiKeys.${action}Content`)}
        confirm={`app.apiKeys.${action}`}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
