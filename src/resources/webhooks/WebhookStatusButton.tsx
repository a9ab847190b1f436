import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WebhookEndpoint } from '../../api/webhooks';
import { setWebhookStatus } from './webhooksApi';

/**
 * Disable (an enabled or failing endpoint) or Enable (a disabled one), after a confirmation naming its URL; the
 * page's data is read again. The detail shows it to those who may manage webhooks only.
 */
export const WebhookStatusButton = ({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'id' | 'url' | 'status'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = endpoint.status === 'disabled' ? 'enable' : 'disable';
  const confirm = async () => {
    setBusy(true);
    try {
      await setWebhookStatus(endpoint.id, action);
      notify(action === 'disable' ? 'app.webhooks.disabledNotice' : 'app.webhooks.enabledNotice', { type: 'success' });
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
        color={action === 'disable' ? 'warning' : 'primary'}
        startIcon={action === 'disable' ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(`app.webhooks.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(`app.webhooks.${action}Title`, { url: endpoint.url })}
        content={translate(`app.webhooks.${action}Content`)}
        confirm={`app.webhooks.${action}`}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
