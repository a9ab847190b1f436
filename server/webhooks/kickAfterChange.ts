import type { FastifyInstance } from 'fastify';
import type { WebhookService } from './webhookService';

/**
 * The calls whose change writes partner events. After one answers successfully, the outbox is dispatched at once
 * rather than at the next sweep. Only a shortcut: the sweep (WEBHOOK_SWEEP_SECONDS) finds any event a call not
 * listed here wrote, so the list is kept here rather than in each module's routes.
 */
export const EVENT_WRITING_ROUTES: ReadonlySet<string> = new Set([
  '/api/loyalty/checkout', '/api/transaction/verifyTransaction', '/api/api-key/revokeApiKey', '/api/loyalty/settlementPoint',
  '/api/loyalty/staff/approveSettlement', '/api/loyalty/staff/paySettlement', '/api/loyalty/staff/rejectSettlement',
  '/api/webhook/sendTestWebhook', '/api/webhook/resendWebhookEvent', '/api/webhook/resendWebhookEvents',
]);

export const registerWebhookKick = (app: FastifyInstance, webhooks: WebhookService): void => {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 200 && EVENT_WRITING_ROUTES.has(request.routeOptions.url ?? '')) webhooks.kick();
  });
};
