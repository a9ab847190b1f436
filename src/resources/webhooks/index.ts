import WebhookIcon from '@mui/icons-material/Webhook';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource, writeAccess } from '../screen';

/**
 * Partner webhooks (issue 36, docs/webhooks.md): the endpoints a third-party user registers, their signing secrets
 * and event log. The API keys' permissions, as the server's calls have them.
 */
export const webhooks: ScreenResource = {
  name: 'webhooks',
  icon: WebhookIcon,
  menu: { labelKey: 'app.menu.webhooks' },
  access: { ...readAccess(ACTIONS.findApiKeys), ...writeAccess(ACTIONS.manageApiKeys) },
  routes: [
    route('/webhooks', 'webhooks', 'list', lazy(() => import('./WebhookList'))),
    route('/webhook/detail/:id', 'webhookDetail', 'show', lazy(() => import('./WebhookShow'))),
    route('/webhook/create', 'webhookCreate', 'create', lazy(() => import('./WebhookCreate'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: {
    webhooks: async () => (await import('./data')).webhooks,
    webhookEvents: async () => (await import('./data')).webhookEvents,
  },
};
