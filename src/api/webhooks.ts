import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { type Action, ACTIONS } from './permissions';
import { queryInputOf, SALES_LIMITS } from './sales';
import { oneReauthentication, reauthenticationFields } from './stepUp';

/**
 * Wire types of partner webhooks (issue 36, the `webhook` call group): endpoints a third-party user registers,
 * the events the merchant's changes write to an outbox, and every delivery attempt. An endpoint's signing secret is
 * shown once, when the endpoint is created or its secret rolled.
 */

/** The events an endpoint may subscribe to. `webhook.test` is sent only by sendTestWebhook, to one endpoint. */
export const WEBHOOK_EVENT_TYPES = [
  'transaction.created', 'transaction.updated', 'settlement.updated', 'transfer.completed', 'apiKey.revoked',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOK_ALL_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
export type WebhookAnyEventType = (typeof WEBHOOK_ALL_EVENT_TYPES)[number];

/**
 * What a user must hold (any one of) to subscribe to an event type, read its events in the log and have them
 * delivered: what the portal asks before showing the same thing (a transfer: the balance's merchantinfo or movemoney).
 */
export const WEBHOOK_EVENT_ACTIONS: Record<WebhookEventType, readonly Action[]> = {
  'transaction.created': [ACTIONS.findTransactions],
  'transaction.updated': [ACTIONS.findTransactions],
  'settlement.updated': [ACTIONS.settlementPointHistory],
  'transfer.completed': [ACTIONS.merchantInfo, ACTIONS.moveMoney],
  'apiKey.revoked': [ACTIONS.findApiKeys],
};

/** The event types a user holding `actions` may subscribe to, read and receive. */
export const webhookTypesFor = (actions: ReadonlySet<string>): WebhookEventType[] =>
  WEBHOOK_EVENT_TYPES.filter((type) => WEBHOOK_EVENT_ACTIONS[type].some((action) => actions.has(action)));

/** The types whose payload is one sale: a user kept to their own shops receives those of their shops only. */
export const WEBHOOK_SHOP_EVENT_TYPES: readonly WebhookEventType[] = ['transaction.created', 'transaction.updated'];

/** The version of the event envelope and payloads; an event keeps the version it was written with. */
export const WEBHOOK_API_VERSION = '2026-11-29';

/** `enabled` delivers; `disabled` (by the user) does not; `failing` delivers still, and is set back by a success. */
export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'disabled', 'failing'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** An event's outcome over its deliveries: any failed, all delivered, some still pending, or none (no endpoint wanted it). */
export const WEBHOOK_OUTCOMES = ['pending', 'delivered', 'failed', 'none'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex>` (two v1 during a secret's roll overlap). */
export const WEBHOOK_SIGNATURE_HEADER = 'Webhook-Signature';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_LIMITS = {
  urlMax: 2_000,
  descriptionMax: 200,
  endpointsPerMerchant: 20,
  overlapHoursMax: 72,
  overlapHoursDefault: 24,
  passwordMax: 200,
  /** Days attempts and events are kept, and a resend range may span. */
  keepDays: 30,
  /** Events one resendWebhookEvents call may queue. */
  resendMax: 1_000,
} as const;

export const WEBHOOK_MESSAGES = {
  thirdPartyOnly: 'app.apiKeys.errors.thirdPartyOnly',
  passwordWrong: 'app.webhooks.errors.passwordWrong',
  /** 400 on `url`: not https (http only to loopback in development), or an address outbound calls refuse. */
  urlRefused: 'app.webhooks.errors.urlRefused',
  tooMany: 'app.webhooks.errors.tooManyEndpoints',
  /** 400 on `eventTypes`: a type the user may not read (`data.types` names them; WEBHOOK_EVENT_ACTIONS). */
  typeNotHeld: 'app.webhooks.errors.typeNotHeld',
  /** 403: an endpoint's address, types and secret are changed only by the user whose rights its deliveries follow. */
  notOwnEndpoint: 'app.webhooks.errors.notOwnEndpoint',
  /** 409: sendTestWebhook to a disabled endpoint. */
  endpointDisabled: 'app.webhooks.errors.endpointDisabled',
  created: 'app.webhooks.created',
  updated: 'app.webhooks.updated',
  disabled: 'app.webhooks.disabledNotice',
  enabled: 'app.webhooks.enabledNotice',
  deleted: 'app.webhooks.deleted',
  rolled: 'app.webhooks.rolled',
  testSent: 'app.webhooks.testSent',
  resent: 'app.webhooks.resent',
} as const;

const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
const uuidOf = (what: string) => z.uuid({ error: `must be a ${what} id` }).max(36);
const endpointId = uuidOf('webhook endpoint');
const eventId = uuidOf('webhook event');

const urlField = z.url({ error: 'must be an absolute URL' }).max(WEBHOOK_LIMITS.urlMax)
  .meta({ description: 'https:// (http:// only to a loopback address in development); no user name or password in it' });
const eventTypesField = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, { error: 'choose at least one event type' }).max(WEBHOOK_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, { error: 'must not repeat an event type' });
const descriptionField = z.string().trim().max(WEBHOOK_LIMITS.descriptionMax).default('');
const passwordField = z.string().min(1, { error: 'is required' }).max(WEBHOOK_LIMITS.passwordMax);

/** One endpoint as lists and the detail show it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  /** The secret's first characters (`whsec_3fK9`), to tell secrets apart. */
  secretPrefix: z.string(),
  /** After a roll: until when the previous secret still signs too (null: it no longer does). */
  previousSecretUntil: instant.nullable(),
  createdAt: instant,
  updatedAt: instant.nullable(),
  failingSince: instant.nullable(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

const ENDPOINT_EXAMPLE: WebhookEndpoint = {
  id: '7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37', url: 'https://erp.example.vn/hooks/merchant-portal', description: 'ERP sales sync',
  eventTypes: ['transaction.created', 'transfer.completed'], status: 'enabled', secretPrefix: 'whsec_Qm7X', previousSecretUntil: null,
  createdAt: '2026-11-29T03:15:00.000Z', updatedAt: null, failingSince: null,
};
const SECRET_EXAMPLE = 'whsec_Qm7Xp2LkV9sB4nT8wY1zA6cE3gH5jK0dF7rU2oI9';

const answerOf = <T extends z.ZodType>(data: T) => z.object({ err: z.number().int(), message: z.string(), data });
const listAnswerOf = <T extends z.ZodType>(row: T) => z.object({ err: z.number().int(), message: z.string(), data: z.array(row), count: z.number().int() });
const paging = {
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
};

export const webhookEndpointListRequestSchema = z.object({
  select: z.string().max(2_000).optional(),
  queryInput: queryInputOf(z.strictObject({ status: z.enum(WEBHOOK_ENDPOINT_STATUSES).optional() })).optional(),
  ...paging,
}).meta({ examples: [{ queryInput: { status: 'enabled' }, limit: 20, skip: 0 }] });
/** An attempt's outcome as the endpoint list shows it: the receiver answered 2xx, or not (its status, or none). */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'failed'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/** An endpoint's latest delivery attempt, of any event: `status` null when there was no answer (timeout, refused address). */
export const webhookLastDeliverySchema = z.object({
  attemptedAt: instant,
  outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES),
  status: z.number().int().nullable(),
});
export type WebhookLastDelivery = z.output<typeof webhookLastDeliverySchema>;

/** A row of the endpoint list: the endpoint and its last delivery attempt (null: none yet, or none kept). */
export const webhookEndpointListRowSchema = webhookEndpointSchema.extend({ lastDelivery: webhookLastDeliverySchema.nullable() });
export type WebhookEndpointListRow = z.output<typeof webhookEndpointListRowSchema>;

export const webhookEndpointListAnswerSchema = listAnswerOf(webhookEndpointListRowSchema).meta({ examples: [{
  err: 200, message: 'ok', count: 1,
  data: [{ ...ENDPOINT_EXAMPLE, lastDelivery: { attemptedAt: '2026-11-29T03:20:01.000Z', outcome: 'delivered', status: 200 } }],
}] });
export const webhookEndpointAnswerSchema = answerOf(webhookEndpointSchema)
  .meta({ examples: [{ err: 200, message: 'ok', data: ENDPOINT_EXAMPLE }] });

/** detail, disable, enable, delete, sendTestWebhook. */
export const webhookEndpointIdSchema = z.object({ id: endpointId }).meta({ examples: [{ id: ENDPOINT_EXAMPLE.id }] });

export const createWebhookEndpointSchema = z.object({
  url: urlField,
  description: descriptionField,
  eventTypes: eventTypesField,
  ...reauthenticationFields(passwordField),
}).superRefine(oneReauthentication).meta({ examples: [{
  url: ENDPOINT_EXAMPLE.url, description: ENDPOINT_EXAMPLE.description, eventTypes: ENDPOINT_EXAMPLE.eventTypes, password: 'demo-partner-2026',
}] });
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z.object({
  id: endpointId,
  url: urlField,
  description: descriptionField,
  eventTypes: eventTypesField,
}).meta({ examples: [{ id: ENDPOINT_EXAMPLE.id, url: ENDPOINT_EXAMPLE.url, description: 'ERP', eventTypes: ['transaction.created'] }] });
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointSchema>;

export const rollWebhookSecretSchema = z.object({
  id: endpointId,
  overlapHours: z.number().int().min(0).max(WEBHOOK_LIMITS.overlapHoursMax).default(WEBHOOK_LIMITS.overlapHoursDefault),
  ...reauthenticationFields(passwordField),
}).superRefine(oneReauthentication).meta({ examples: [{ id: ENDPOINT_EXAMPLE.id, overlapHours: 24, password: 'demo-partner-2026' }] });

/** createWebhookEndpoint and rollWebhookSecret: the row and the signing secret, shown this once. */
export const issuedWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type IssuedWebhookEndpoint = z.output<typeof issuedWebhookEndpointSchema>;
export const issuedWebhookEndpointAnswerSchema = answerOf(issuedWebhookEndpointSchema)
  .meta({ examples: [{ err: 200, message: WEBHOOK_MESSAGES.created, data: { ...ENDPOINT_EXAMPLE, secret: SECRET_EXAMPLE } }] });

/** The body every delivery POSTs (and what the event log shows): `data` is the object the partner API returns. */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_ALL_EVENT_TYPES),
  createdAt: instant,
  apiVersion: z.string(),
  /** Increases with every event written (gaps allowed): order events by it; deliveries may arrive out of order. */
  sequence: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.output<typeof webhookEventSchema>;

const EVENT_EXAMPLE: WebhookEvent = {
  id: '5d8e2a6f-1c4b-4f7e-8a93-6b0c2d4e9f15', type: 'transaction.created', createdAt: '2026-11-29T03:20:00.000Z',
  apiVersion: WEBHOOK_API_VERSION, sequence: 1042,
  data: {
    id: 1042, reference: 'CK3F9A0B7C21D4', createdAt: '2026-11-29T03:20:00.000Z', amount: 250_000, fee: 2_500, status: 'success',
    type: 'payment', serviceCode: 'QRPAY', shopId: 3, shopName: 'Cửa hàng Bến Thành', netAmount: 247_500,
  },
};

/** An event in the log: the body, and its outcome over the endpoints it went to. */
export const webhookEventRowSchema = webhookEventSchema.extend({
  outcome: z.enum(WEBHOOK_OUTCOMES),
  deliveries: z.array(z.object({
    endpointId: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: instant.nullable(),
  })),
});
export type WebhookEventRow = z.output<typeof webhookEventRowSchema>;

export const webhookEventFiltersSchema = z.strictObject({
  type: z.enum(WEBHOOK_ALL_EVENT_TYPES).optional(),
  outcome: z.enum(WEBHOOK_OUTCOMES).optional(),
  endpointId: endpointId.optional(),
  createdAt: z.strictObject({ gte: instant.optional(), lte: instant.optional() }).optional(),
});
export type WebhookEventFilters = z.output<typeof webhookEventFiltersSchema>;

export const webhookEventListRequestSchema = z.object({
  select: z.string().max(2_000).optional(),
  queryInput: queryInputOf(webhookEventFiltersSchema).optional(),
  ...paging,
}).meta({ examples: [{ queryInput: { type: 'transaction.created', outcome: 'failed' }, limit: 20, skip: 0 }] });
export const webhookEventListAnswerSchema = listAnswerOf(webhookEventRowSchema).meta({ examples: [{
  err: 200, message: 'ok', count: 1,
  data: [{ ...EVENT_EXAMPLE, outcome: 'delivered', deliveries: [{ endpointId: ENDPOINT_EXAMPLE.id, status: 'delivered', attempts: 1, nextAttemptAt: null }] }],
}] });

/** One try to deliver an event to an endpoint. `status` null: no answer (refused address, timeout, connection). */
export const webhookAttemptSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  endpointId: z.string(),
  attemptedAt: instant,
  status: z.number().int().nullable(),
  ok: z.boolean(),
  durationMs: z.number().int(),
  /** The answer's first bytes (at most 1 KiB) as text, or why there was none. */
  response: z.string(),
});
export type WebhookAttempt = z.output<typeof webhookAttemptSchema>;

export const webhookAttemptListRequestSchema = z.object({
  queryInput: queryInputOf(z.strictObject({ eventId: eventId.optional(), endpointId: endpointId.optional() })).optional(),
  ...paging,
}).meta({ examples: [{ queryInput: { eventId: EVENT_EXAMPLE.id }, limit: 20, skip: 0 }] });
export const webhookAttemptListAnswerSchema = listAnswerOf(webhookAttemptSchema).meta({ examples: [{
  err: 200, message: 'ok', count: 1,
  data: [{
    id: '9a1b3c5d-7e2f-4a6b-8c0d-1e3f5a7b9c2d', eventId: EVENT_EXAMPLE.id, endpointId: ENDPOINT_EXAMPLE.id,
    attemptedAt: '2026-11-29T03:20:01.000Z', status: 200, ok: true, durationMs: 84, response: '{"received":true}',
  }],
}] });

/** resendWebhookEvent: the same event (same id) again, to one endpoint or every endpoint that wants its type. */
export const resendWebhookEventSchema = z.object({ id: eventId, endpointId: endpointId.optional() })
  .meta({ examples: [{ id: EVENT_EXAMPLE.id, endpointId: ENDPOINT_EXAMPLE.id }] });

/** resendWebhookEvents: every event of the range (within the kept 30 days) to one endpoint; `type` narrows it. */
export const resendWebhookEventsSchema = z.object({
  endpointId,
  from: instant,
  to: instant,
  type: z.enum(WEBHOOK_EVENT_TYPES).optional(),
}).refine(({ from, to }) => Date.parse(from) <= Date.parse(to), { error: 'from must not be after to', path: ['to'] })
  .meta({ examples: [{ endpointId: ENDPOINT_EXAMPLE.id, from: '2026-11-28T00:00:00+07:00', to: '2026-11-29T00:00:00+07:00' }] });

export const webhookResentAnswerSchema = answerOf(z.object({ queued: z.number().int() }))
  .meta({ examples: [{ err: 200, message: WEBHOOK_MESSAGES.resent, data: { queued: 12 } }] });

export const webhookTestAnswerSchema = answerOf(webhookEventSchema)
  .meta({ examples: [{ err: 200, message: WEBHOOK_MESSAGES.testSent, data: { ...EVENT_EXAMPLE, type: WEBHOOK_TEST_EVENT, data: { message: 'test' } } }] });

export const webhookDeletedAnswerSchema = answerOf(z.object({ id: z.string() }))
  .meta({ examples: [{ err: 200, message: WEBHOOK_MESSAGES.deleted, data: { id: ENDPOINT_EXAMPLE.id } }] });
