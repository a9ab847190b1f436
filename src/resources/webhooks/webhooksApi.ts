import { z } from 'zod';
import type { Reauthentication } from '../../api/stepUp';
import {
  issuedWebhookEndpointSchema, type WebhookAttempt, webhookAttemptSchema, type WebhookEventType, webhookEventSchema,
} from '../../api/webhooks';
import { callParsed } from '../../dataProvider/callParsed';
import { httpClient } from '../../dataProvider/httpClient';

/** The webhook screens' own calls beside the data provider's: status, delete, roll, test, attempts and resending. */

/** `disableWebhookEndpoint` (nothing more is sent to it) or `enableWebhookEndpoint`. */
export const setWebhookStatus = async (id: string, action: 'disable' | 'enable'): Promise<void> => {
  await httpClient(action === 'disable' ? '/api/webhook/disableWebhookEndpoint' : '/api/webhook/enableWebhookEndpoint', { body: { id } });
};

export const deleteWebhookEndpoint = async (id: string): Promise<void> => {
  await httpClient('/api/webhook/deleteWebhookEndpoint', { body: { id } });
};

/** `rollWebhookSecret`: the new secret, to be shown once. Quiet: "Confirm it's you" or the screen says a refusal. */
export const rollWebhookSecret = async (id: string, overlapHours: number, proof: Reauthentication): Promise<string> =>
  (await callParsed('/api/webhook/rollWebhookSecret', issuedWebhookEndpointSchema, { body: { id, overlapHours, ...proof }, quiet: true })).secret;

/** `sendTestWebhook`: a `webhook.test` event to this endpoint only. */
export const sendTestWebhook = async (id: string) => callParsed('/api/webhook/sendTestWebhook', webhookEventSchema, { body: { id } });

/** The attempts this page shows of one event (newest first): a day of retries is some twenty. */
export const ATTEMPTS_SHOWN = 50;

/** `findWebhookAttempts` of one event to one endpoint. */
export const fetchWebhookAttempts = async (eventId: string, endpointId: string, signal?: AbortSignal): Promise<WebhookAttempt[]> =>
  callParsed('/api/webhook/findWebhookAttempts', z.array(webhookAttemptSchema), {
    body: { queryInput: JSON.stringify({ eventId, endpointId }), limit: ATTEMPTS_SHOWN, skip: 0 }, signal,
  });

const queuedSchema = z.object({ queued: z.number().int() });

/** `resendWebhookEvent` to this endpoint: how many deliveries were queued. */
export const resendWebhookEvent = async (id: string, endpointId: string): Promise<number> =>
  (await callParsed('/api/webhook/resendWebhookEvent', queuedSchema, { body: { id, endpointId } })).queued;

/** `resendWebhookEvents`: every event of the range (of `type`, else of the types the endpoint wants) to this endpoint. */
export const resendWebhookEvents = async (body: { endpointId: string; from: string; to: string; type?: WebhookEventType }): Promise<number> =>
  (await callParsed('/api/webhook/resendWebhookEvents', queuedSchema, { body })).queued;
