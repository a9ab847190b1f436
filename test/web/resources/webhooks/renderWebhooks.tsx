import WebhookCreate from '../../../../src/resources/webhooks/WebhookCreate';
import WebhookList from '../../../../src/resources/webhooks/WebhookList';
import WebhookShow from '../../../../src/resources/webhooks/WebhookShow';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The webhook screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderWebhooks = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/webhooks', WebhookList, 'app.screens.webhooks'],
  ['/webhook/detail/:id', WebhookShow, 'app.screens.webhookDetail'],
  ['/webhook/create', WebhookCreate, 'app.screens.webhookCreate'],
], path, options);
