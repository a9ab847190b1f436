import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { STEP_UP_DESCRIPTION } from '../../../src/api/stepUp';
import { ACTIONS } from '../../../src/api/permissions';
import {
  createWebhookEndpointSchema, issuedWebhookEndpointAnswerSchema, resendWebhookEventSchema, resendWebhookEventsSchema,
  rollWebhookSecretSchema, updateWebhookEndpointSchema, WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, webhookAttemptListAnswerSchema,
  webhookAttemptListRequestSchema, webhookDeletedAnswerSchema, webhookEndpointAnswerSchema, webhookEndpointIdSchema,
  webhookEndpointListAnswerSchema, webhookEndpointListRequestSchema, webhookEventListAnswerSchema, webhookEventListRequestSchema,
  webhookResentAnswerSchema, webhookTestAnswerSchema, webhookTypesFor, type WebhookEndpoint, type WebhookEventType,
} from '../../../src/api/webhooks';
import type { AuditKind, AuditSource } from '../../auth/audit';
import { requireAction } from '../../auth/guard';
import { confirmRecentAuthentication, type Proof } from '../../auth/stepUp';
import type { AuthServices } from '../../auth/services';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { AppError, notFound, ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { recordWebhookEvent } from '../../webhooks/eventOutbox';
import { eventBody } from '../../webhooks/webhookDelivery';
import type { WebhookService } from '../../webhooks/webhookService';
import { createEndpointStore, type WebhookTenant } from './endpointStore';
import { createEventLog, type LogReader } from './eventLog';

const TAGS = ['webhook'];

export interface WebhookRouteOptions extends Record<string, unknown> {
  auth: AuthServices;
  webhooks: WebhookService;
}

const READERS = 'Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`).';
const WRITERS = 'Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`).';
const UNKNOWN = '404 `dataNotFound` alike for an unknown id and another merchant\'s.';
const URL_RULES = '`url` must be https:// (http:// only to a loopback address while WEBHOOK_ALLOW_LOOPBACK is on, in development); '
  + 'a literal private, loopback, link-local or unique-local address is refused here (400 `app.webhooks.errors.urlRefused` naming `url`), '
  + 'a name that resolves to one is refused at each delivery.';
const TYPE_RULES = 'Each event type needs what the portal needs to show the same thing (transaction.*: findtransactions; '
  + 'settlement.updated: settlementpointhistory; transfer.completed: merchantinfo or movemoney; apiKey.revoked: findapikeys): '
  + 'a type the user lacks is 400 `app.webhooks.errors.typeNotHeld` naming `eventTypes` with `data.types`. Events are delivered, '
  + 'and listed in the log, only while the user holds it, and a user kept to their own shops gets the sales of their shops only.';
const PASSWORD_AGAIN = `${STEP_UP_DESCRIPTION} A wrong \`password\` answers 400 \`app.webhooks.errors.passwordWrong\` on `
  + '`password` and counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.';

const tenantOf = (request: FastifyRequest): WebhookTenant => ({ ownerId: request.auth.ownerId, userId: request.auth.userId });
/** What the caller may see of the event log: the types they may read, their shops' sales when kept to them. */
const readerOf = (request: FastifyRequest): LogReader => ({ types: webhookTypesFor(request.auth.actions), shopIds: request.auth.shopIds });
const sourceOf = (request: FastifyRequest): AuditSource => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * 400 naming `eventTypes` (with `data.types`) when the caller may not read one of `types` (WEBHOOK_EVENT_ACTIONS): a
 * partner without the permission to see transfers does not receive them by subscribing.
 */
const checkTypesHeld = (request: FastifyRequest, types: readonly WebhookEventType[]): void => {
  const allowed = webhookTypesFor(request.auth.actions);
  const missing = types.filter((type) => !allowed.includes(type));
  if (missing.length === 0) return;
  throw new AppError(400, WEBHOOK_MESSAGES.typeNotHeld, {
    data: { field: 'eventTypes', errors: [{ field: 'eventTypes', message: `your role does not let you read ${missing.join(', ')}` }], types: missing },
  });
};

/** Webhooks are the partner integration's, as API keys are: third-party users only. */
const thirdPartyOnly: preHandlerAsyncHookHandler = async (request) => {
  if (request.auth.userType !== 'thirdparty') throw new AppError(403, WEBHOOK_MESSAGES.thirdPartyOnly);
};

/**
 * The webhook calls (issue 36, docs/webhooks.md): a merchant's endpoints, their signing secrets (shown once, the
 * password asked again), the event log with every attempt, and resending. The merchant is the session's; another
 * merchant's endpoint or event answers 404 like an unknown one. The same permissions as the API keys. Every change
 * to an endpoint is in the security history under its own kind, with the endpoint's id and URL, never a secret.
 */
export const webhookRoutes: ZodPlugin<WebhookRouteOptions> = async (app, { auth, webhooks }) => {
  const db = auth.db;
  const endpoints = createEndpointStore(db, auth.now, webhooks.secrets, webhooks.limits);
  const log = createEventLog(db);
  const read = [requireAction(ACTIONS.findApiKeys), thirdPartyOnly];
  const write = [requireAction(ACTIONS.manageApiKeys), thirdPartyOnly];
  const confirm = (request: FastifyRequest, proof: Proof, action: 'webhookCreate' | 'webhookRoll', endpoint: { id: string | null; url: string }) =>
    confirmRecentAuthentication(auth, request.auth, proof, sourceOf(request), {
      kind: 'webhookRefused', detail: { purpose: action, endpointId: endpoint.id, url: endpoint.url }, message: WEBHOOK_MESSAGES.passwordWrong,
      purpose: action,
    });
  const audited = async <T extends Pick<WebhookEndpoint, 'id' | 'url'>>(
    request: FastifyRequest, kind: AuditKind, endpoint: T, extra: Record<string, string | number | null> = {},
  ): Promise<T> => {
    await auth.audit({
      kind, outcome: 'success', userId: request.auth.userId, ownerCode: request.auth.ownerCode, ...sourceOf(request),
      detail: { endpointId: endpoint.id, url: endpoint.url, ...extra },
    });
    return endpoint;
  };
  const typesOf = (endpoint: WebhookEndpoint) => endpoint.eventTypes.join(', ');

  app.post('/webhook/findWebhookEndpoints', {
    preHandler: read,
    schema: {
      summary: 'The merchant\'s webhook endpoints (list contract), newest first; filter status (enabled | disabled | failing). Never a secret',
      description: `${READERS} \`limit\` 1–100 (default 20). Each row's \`lastDelivery\` is its latest delivery attempt of any event `
        + '(time; delivered, or failed with the HTTP status, null for no answer), or null when there is none in the kept 30 days.',
      tags: TAGS, body: webhookEndpointListRequestSchema, response: { 200: webhookEndpointListAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await endpoints.list(tenantOf(request), request.body);
    return { ...ok(data), count };
  });

  app.post('/webhook/detailWebhookEndpoint', {
    preHandler: read,
    schema: {
      summary: 'One webhook endpoint of the merchant (no secret); 404 when it is another merchant\'s',
      description: `${READERS} ${UNKNOWN} \`previousSecretUntil\` is set while a rolled secret's predecessor still signs too.`,
      tags: TAGS, body: webhookEndpointIdSchema, response: { 200: webhookEndpointAnswerSchema },
    },
  }, async (request) => ok(await endpoints.detail(tenantOf(request), request.body.id)));

  app.post('/webhook/createWebhookEndpoint', {
    preHandler: write,
    config: { errors: [409, 429] },
    schema: {
      summary: 'A new webhook endpoint: answers its signing `secret` (whsec_…) this once. Takes the user\'s password again; '
        + 'at most 20 endpoints a merchant (409 app.webhooks.errors.tooManyEndpoints)',
      description: `${WRITERS} ${URL_RULES} ${TYPE_RULES} Store \`secret\` at once: it cannot be read again (roll it if lost). ${PASSWORD_AGAIN}`,
      tags: TAGS, body: createWebhookEndpointSchema, response: { 200: issuedWebhookEndpointAnswerSchema },
    },
  }, async (request) => {
    const { password, stepUp, ...fields } = request.body;
    checkTypesHeld(request, fields.eventTypes);
    await confirm(request, { password, stepUp }, 'webhookCreate', { id: null, url: fields.url });
    const created = await endpoints.create(tenantOf(request), fields);
    return ok(await audited(request, 'webhookEndpointCreated', created, { eventTypes: typesOf(created) }), WEBHOOK_MESSAGES.created);
  });

  app.post('/webhook/updateWebhookEndpoint', {
    preHandler: write,
    schema: {
      summary: 'Replaces a webhook endpoint\'s URL, description and event types (the secret stays: roll it); 404 when it is another merchant\'s, '
        + '403 app.webhooks.errors.notOwnEndpoint when another user of the merchant added it (its deliveries follow that user\'s rights)',
      description: `${WRITERS} ${UNKNOWN} ${URL_RULES} ${TYPE_RULES}`,
      tags: TAGS, body: updateWebhookEndpointSchema, response: { 200: webhookEndpointAnswerSchema },
    },
  }, async (request) => {
    const { id, ...fields } = request.body;
    const before = await endpoints.detailOwn(tenantOf(request), id);
    checkTypesHeld(request, fields.eventTypes);
    const after = await endpoints.update(tenantOf(request), id, fields);
    const extra = { eventTypes: typesOf(after), status: after.status, before: before.url === after.url ? null : before.url };
    return ok(await audited(request, 'webhookEndpointUpdated', after, extra), WEBHOOK_MESSAGES.updated);
  });

  app.post('/webhook/disableWebhookEndpoint', {
    preHandler: write,
    schema: {
      summary: 'Disables a webhook endpoint: nothing more is sent to it (pending deliveries are dropped) until enableWebhookEndpoint',
      description: `${WRITERS} ${UNKNOWN} Events keep being written; resendWebhookEvents sends those of a range once it is enabled.`,
      tags: TAGS, body: webhookEndpointIdSchema, response: { 200: webhookEndpointAnswerSchema },
    },
  }, async (request) => {
    const endpoint = await endpoints.setStatus(tenantOf(request), request.body.id, 'disabled');
    return ok(await audited(request, 'webhookEndpointUpdated', endpoint, { status: endpoint.status }), WEBHOOK_MESSAGES.disabled);
  });

  app.post('/webhook/enableWebhookEndpoint', {
    preHandler: write,
    schema: {
      summary: 'Enables a disabled or failing webhook endpoint again',
      description: `${WRITERS} ${UNKNOWN} A failing endpoint also turns enabled by itself at its next successful delivery.`,
      tags: TAGS, body: webhookEndpointIdSchema, response: { 200: webhookEndpointAnswerSchema },
    },
  }, async (request) => {
    const endpoint = await endpoints.setStatus(tenantOf(request), request.body.id, 'enabled');
    return ok(await audited(request, 'webhookEndpointUpdated', endpoint, { status: endpoint.status }), WEBHOOK_MESSAGES.enabled);
  });

  app.post('/webhook/deleteWebhookEndpoint', {
    preHandler: write,
    schema: {
      summary: 'Deletes a webhook endpoint with its deliveries and attempts; the merchant\'s events stay in the log',
      description: `${WRITERS} ${UNKNOWN}`,
      tags: TAGS, body: webhookEndpointIdSchema, response: { 200: webhookDeletedAnswerSchema },
    },
  }, async (request) => {
    const endpoint = await endpoints.detail(tenantOf(request), request.body.id);
    const gone = await endpoints.remove(tenantOf(request), endpoint.id);
    await audited(request, 'webhookEndpointDeleted', endpoint);
    return ok(gone, WEBHOOK_MESSAGES.deleted);
  });

  app.post('/webhook/rollWebhookSecret', {
    preHandler: write,
    config: { errors: [429] },
    schema: {
      summary: 'A new signing secret, answered this once as `secret`; the old one signs too (a second v1 in the header) for overlapHours '
        + '(0–72, default 24). Takes the user\'s password again; 404 when it is another merchant\'s, 403 app.webhooks.errors.notOwnEndpoint '
        + 'when another user of the merchant added it',
      description: `${WRITERS} ${UNKNOWN} Move the receiver to the new secret before \`previousSecretUntil\`; a secret still in an earlier `
        + `roll's overlap stops now. ${PASSWORD_AGAIN}`,
      tags: TAGS, body: rollWebhookSecretSchema, response: { 200: issuedWebhookEndpointAnswerSchema },
    },
  }, async (request) => {
    const { id, overlapHours, password, stepUp } = request.body;
    // An unknown endpoint (404) or another user's (403) is answered before the password is weighed: nothing to confirm.
    const current = await endpoints.detailOwn(tenantOf(request), id);
    await confirm(request, { password, stepUp }, 'webhookRoll', current);
    const rolled = await endpoints.roll(tenantOf(request), id, overlapHours);
    await audited(request, 'webhookSecretRolled', rolled, { overlapHours });
    return ok(rolled, WEBHOOK_MESSAGES.rolled);
  });

  app.post('/webhook/sendTestWebhook', {
    preHandler: write,
    schema: {
      summary: 'Sends a `webhook.test` event to this endpoint only, signed like any other; answers the event (its attempts follow in the log)',
      description: `${WRITERS} ${UNKNOWN} 409 \`app.webhooks.errors.endpointDisabled\` for a disabled endpoint.`,
      tags: TAGS, body: webhookEndpointIdSchema, response: { 200: webhookTestAnswerSchema },
    },
  }, async (request) => {
    const endpoint = await endpoints.find(tenantOf(request), request.body.id);
    if (endpoint.status === 'disabled') throw new AppError(409, WEBHOOK_MESSAGES.endpointDisabled);
    const { id } = await recordWebhookEvent(db, endpoint.ownerId, WEBHOOK_TEST_EVENT, { message: 'A test event from the merchant portal.', endpointId: endpoint.id }, auth.now(), endpoint.id);
    const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
    webhooks.kick();
    return ok(eventBody(event), WEBHOOK_MESSAGES.testSent);
  });

  app.post('/webhook/findWebhookEvents', {
    preHandler: read,
    schema: {
      summary: 'The merchant\'s webhook events of the last 30 days, newest first, with each endpoint\'s delivery: filters type, outcome '
        + '(pending | delivered | failed | none), endpointId, createdAt { gte, lte }',
      description: `${READERS} Only the types the user may read (and of those, a user kept to their own shops sees their shops' sales). \`outcome\` is over the event's deliveries: failed if any failed for good, delivered if all were, none if no `
        + 'endpoint wanted it. `data` is what the partner API returns for the thing that changed.',
      tags: TAGS, body: webhookEventListRequestSchema, response: { 200: webhookEventListAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await log.events(tenantOf(request), readerOf(request), request.body);
    return { ...ok(data), count };
  });

  app.post('/webhook/findWebhookAttempts', {
    preHandler: read,
    schema: {
      summary: 'Every delivery attempt of the last 30 days, newest first: time, HTTP status (null: no answer), duration, the answer\'s '
        + 'first bytes; filters eventId, endpointId',
      description: `${READERS} Only the attempts of events the user may read (as findWebhookEvents). \`response\` holds at most 1 KiB of the answer, or why there was none (timeout, refused address).`,
      tags: TAGS, body: webhookAttemptListRequestSchema, response: { 200: webhookAttemptListAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await log.attempts(tenantOf(request), readerOf(request), request.body);
    return { ...ok(data), count };
  });

  app.post('/webhook/resendWebhookEvent', {
    preHandler: write,
    schema: {
      summary: 'Sends one event again, with the same id, to one endpoint (endpointId) or to every endpoint it went to (else every endpoint '
        + 'that wants its type); a fresh day of retries',
      description: `${WRITERS} ${UNKNOWN} Receivers should treat the event id as the key that makes a second delivery harmless.`,
      tags: TAGS, body: resendWebhookEventSchema, response: { 200: webhookResentAnswerSchema },
    },
  }, async (request) => {
    const tenant = tenantOf(request);
    const [event] = await db.select().from(webhookEvents).where(and(eq(webhookEvents.id, request.body.id), eq(webhookEvents.ownerId, tenant.ownerId)));
    if (!event) throw notFound();
    let endpointIds: string[];
    if (request.body.endpointId) endpointIds = [(await endpoints.find(tenant, request.body.endpointId)).id];
    else if (event.endpointId) endpointIds = [event.endpointId];
    else {
      const sentTo = await db.select({ id: webhookDeliveries.endpointId }).from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event.id));
      const mine = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.ownerId, tenant.ownerId));
      endpointIds = sentTo.length ? sentTo.map((delivery) => delivery.id)
        : mine.filter((endpoint) => endpoint.status !== 'disabled' && endpoint.eventTypes.includes(event.type)).map((endpoint) => endpoint.id);
    }
    const queued = await webhooks.resend([{ event, endpointIds }]);
    return ok({ queued }, WEBHOOK_MESSAGES.resent);
  });

  app.post('/webhook/resendWebhookEvents', {
    preHandler: write,
    schema: {
      summary: 'Sends again, to one endpoint, every event of a time range (at most 1000, within the last 30 days) of the types it wants '
        + '(or of `type`), with their ids',
      description: `${WRITERS} ${UNKNOWN} \`to\` before \`from\` is 400 naming \`to\`. Answers how many were queued.`,
      tags: TAGS, body: resendWebhookEventsSchema, response: { 200: webhookResentAnswerSchema },
    },
  }, async (request) => {
    const tenant = tenantOf(request);
    const endpoint = await endpoints.find(tenant, request.body.endpointId);
    const events = await webhooks.eventsForResend(tenant.ownerId, endpoint, new Date(request.body.from), new Date(request.body.to), request.body.type);
    const queued = await webhooks.resend(events.map((event) => ({ event, endpointIds: [endpoint.id] })));
    return ok({ queued }, WEBHOOK_MESSAGES.resent);
  });
};
