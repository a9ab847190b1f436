import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WebhookEndpoint } from '../../api/webhooks';
import { deleteWebhookEndpoint } from './webhooksApi';

/** Delete, after a confirmation naming the URL and saying the events stay; then back to the list. */
export const DeleteWebhookButton = ({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'id' | 'url'> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteWebhookEndpoint(endpoint.id);
      notify('app.webhooks.deleted', { type: 'success' });
      navigate('/webhooks');
    } catch {
      // The HTTP client has shown its notice.
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('app.webhooks.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.webhooks.deleteTitle', { url: endpoint.url })}
        content={translate('app.webhooks.deleteContent')}
        confirm="app.webhooks.delete"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
