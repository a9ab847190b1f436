import type { WebhookAttempt, WebhookEndpoint, WebhookEndpointListRow, WebhookEventRow } from '../../../../src/api/webhooks';
import { type Answer, type Handler, mockApi, ok, type SentRequest } from '../../support/api';
import { findFactors } from '../../support/factorStatus';
// "Confirm it's you" is a lazy chunk of the shell: loaded with the file, so that a test waits for the dialog, not
// for its modules to compile.
import '../../../../src/ui/stepUp/StepUpDialog';

/** Webhook endpoints, events and attempts as their calls answer them (src/api/webhooks.ts), and a fake of those calls. */

export const ENDPOINTS: WebhookEndpoint[] = [
  {
    id: '7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37', url: 'https://erp.example.vn/hooks/portal', description: 'Đồng bộ ERP',
    eventTypes: ['transaction.created', 'transfer.completed'], status: 'enabled', secretPrefix: 'whsec_Qm7X', previousSecretUntil: null,
    createdAt: '2026-11-03T02:15:00.000Z', updatedAt: null, failingSince: null,
  },
  {
    id: '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d', url: 'https://points.example.vn/webhook', description: '',
    eventTypes: ['apiKey.revoked'], status: 'disabled', secretPrefix: 'whsec_Zq81', previousSecretUntil: null,
    createdAt: '2026-11-01T02:15:00.000Z', updatedAt: '2026-11-02T02:15:00.000Z', failingSince: null,
  },
  {
    id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', url: 'https://old.example.vn/in', description: 'Hệ thống cũ',
    eventTypes: ['settlement.updated'], status: 'failing', secretPrefix: 'whsec_Ab12', previousSecretUntil: null,
    createdAt: '2026-10-20T02:15:00.000Z', updatedAt: null, failingSince: '2026-11-25T03:00:00.000Z',
  },
];

/** The list's rows: each endpoint with its last delivery attempt (delivered; none yet; failed without an answer). */
export const LIST_ROWS: WebhookEndpointListRow[] = [
  { ...ENDPOINTS[0], lastDelivery: { attemptedAt: '2026-11-29T03:15:00.000Z', outcome: 'delivered', status: 200 } },
  { ...ENDPOINTS[1], lastDelivery: null },
  { ...ENDPOINTS[2], lastDelivery: { attemptedAt: '2026-11-28T17:05:00.000Z', outcome: 'failed', status: null } },
];

export const NEW_SECRET = `whsec_${'Ab1'.repeat(14)}C`;
export const ROLLED_SECRET = `whsec_${'Xy9'.repeat(14)}Z`;

/** The endpoint createWebhookEndpoint answers (without its secret). */
export const CREATED: WebhookEndpoint = { ...ENDPOINTS[0], id: '11111111-2222-4333-8444-555555555555', description: 'Kế toán' };

const delivery = (status: 'pending' | 'delivered' | 'failed', attempts: number) => ({
  endpointId: ENDPOINTS[0].id, status, attempts, nextAttemptAt: status === 'pending' ? '2026-11-29T03:25:00.000Z' : null,
});

export const EVENTS: WebhookEventRow[] = [
  {
    id: '5d8e2a6f-1c4b-4f7e-8a93-6b0c2d4e9f15', type: 'webhook.test', createdAt: '2026-11-29T03:20:00.000Z', apiVersion: '2026-11-29',
    sequence: 1043, data: { message: 'A test event from the merchant portal.' }, outcome: 'delivered', deliveries: [delivery('delivered', 1)],
  },
  {
    id: '8f1e2d3c-4b5a-4697-8877-665544332211', type: 'transaction.created', createdAt: '2026-11-29T02:00:00.000Z', apiVersion: '2026-11-29',
    sequence: 1042, data: { id: 1042 }, outcome: 'failed', deliveries: [delivery('failed', 2)],
  },
];

export const ATTEMPTS: WebhookAttempt[] = [
  {
    id: 'a1', eventId: EVENTS[1].id, endpointId: ENDPOINTS[0].id, attemptedAt: '2026-11-29T02:01:00.000Z', status: 500, ok: false,
    durationMs: 84, response: '<h1>Lỗi máy chủ</h1><script>alert(1)</script>',
  },
  {
    id: 'a2', eventId: EVENTS[1].id, endpointId: ENDPOINTS[0].id, attemptedAt: '2026-11-29T02:00:01.000Z', status: null, ok: false,
    durationMs: 10_000, response: 'timeout after 10000 ms',
  },
];

const byId = (request: SentRequest) => [...ENDPOINTS, CREATED].find((row) => row.id === (request.body as { id: string }).id) ?? ENDPOINTS[0];

/** The filters of the last list call to `path` (the list contract's queryInput travels as JSON text). */
export const lastFilters = (api: ReturnType<typeof webhooksApi>, path: string) =>
  JSON.parse((api.sent('POST', path).at(-1)?.body as { queryInput: string }).queryInput) as unknown;

export const webhooksApi = (routes: Record<string, Answer | Handler> = {}) =>
  mockApi({
    'POST /api/webhook/findWebhookEndpoints': ok(LIST_ROWS, { count: LIST_ROWS.length }),
    'POST /api/webhook/detailWebhookEndpoint': (request) => ok(byId(request)),
    'POST /api/webhook/createWebhookEndpoint': ok({ ...CREATED, secret: NEW_SECRET }),
    'POST /api/webhook/updateWebhookEndpoint': (request) => ok({ ...byId(request), ...(request.body as object) }),
    'POST /api/webhook/disableWebhookEndpoint': (request) => ok({ ...byId(request), status: 'disabled' }),
    'POST /api/webhook/enableWebhookEndpoint': (request) => ok({ ...byId(request), status: 'enabled' }),
    'POST /api/webhook/deleteWebhookEndpoint': (request) => ok({ id: byId(request).id }),
    'POST /api/webhook/rollWebhookSecret': (request) => ok({ ...byId(request), secretPrefix: ROLLED_SECRET.slice(0, 10), secret: ROLLED_SECRET }),
    'POST /api/webhook/sendTestWebhook': ok({ ...EVENTS[0], outcome: undefined, deliveries: undefined }),
    'POST /api/webhook/findWebhookEvents': ok(EVENTS, { count: EVENTS.length }),
    'POST /api/webhook/findWebhookAttempts': (request) => {
      const { eventId } = JSON.parse((request.body as { queryInput: string }).queryInput) as { eventId: string };
      const rows = ATTEMPTS.filter((attempt) => attempt.eventId === eventId);
      return ok(rows, { count: rows.length });
    },
    'POST /api/webhook/resendWebhookEvent': ok({ queued: 1 }),
    'POST /api/webhook/resendWebhookEvents': ok({ queued: 12 }),
    ...findFactors(),
    ...routes,
  });
