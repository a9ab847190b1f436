import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { WebhookEndpoint } from '../../api/webhooks';
import { ConfirmedActionButton } from '../../ui/ConfirmedActionButton';
import { setWebhookStatus } from './webhooksApi';

/**
 * Disable (an enabled or failing endpoint) or Enable (a disabled one), after a confirmation naming its URL. The
 * detail shows it to those who may manage webhooks only.
 */
export const WebhookStatusButton = ({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'id' | 'url' | 'status'> }) => {
  const action = endpoint.status === 'disabled' ? 'enable' : 'disable';
  return (
    <ConfirmedActionButton
      messages="app.webhooks"
      action={action}
      names={{ url: endpoint.url }}
      variant="outlined"
      color={action === 'disable' ? 'warning' : 'primary'}
      icon={action === 'disable' ? <BlockIcon /> : <CheckCircleIcon />}
      done={action === 'disable' ? 'app.webhooks.disabledNotice' : 'app.webhooks.enabledNotice'}
      run={() => setWebhookStatus(endpoint.id, action)}
    />
  );
};
