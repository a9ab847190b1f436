import { ACTIONS, DEFAULT_ROLE_ACTIONS } from '../../../../src/api/permissions';
import type { UserInfo } from '../../../../src/authProvider/userInfo';
import { authProvider } from '../../../../src/authProvider/authProvider';
import WebhookCreate from '../../../../src/resources/webhooks/WebhookCreate';
import WebhookList from '../../../../src/resources/webhooks/WebhookList';
import WebhookShow from '../../../../src/resources/webhooks/WebhookShow';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';
import { signInAs, userOf } from '../../support/users';

/** A partner who may receive every event type (the form offers only those the user may: WEBHOOK_EVENT_ACTIONS). */
export const PARTNER = userOf('thirdparty', {
  webPermissions: [...DEFAULT_ROLE_ACTIONS.thirdparty, ACTIONS.merchantInfo, ACTIONS.settlementPointHistory].map((action) => ({ action })),
});

/**
 * The webhook screens as the shell mounts them (test/web/support/renderScreens.tsx), `user` signed in, in react-admin's
 * own (data) router as in the app: the endpoint's form guards its unsaved changes.
 */
export const renderWebhooks = (path: string, { user = PARTNER, ...options }: RenderScreensOptions & { user?: UserInfo } = {}) => {
  signInAs(user);
  return renderScreens([
    ['/webhooks', WebhookList, 'app.screens.webhooks'],
    ['/webhook/detail/:id', WebhookShow, 'app.screens.webhookDetail'],
    ['/webhook/create', WebhookCreate, 'app.screens.webhookCreate'],
  ], path, { authProvider, dataRouter: true, ...options });
};
