import { WEBHOOK_API_VERSION, type WebhookAnyEventType } from '../../src/api/webhooks';
import type { Db } from '../db/client';
import { webhookEvents } from '../db/schema';

/**
 * Writes an event to the outbox. Call it with the transaction of the change the event tells of: both are
 * committed or neither (a rolled-back sale leaves no event). Delivery happens later (webhookDelivery.ts), from the
 * committed row.
 */
export const recordWebhookEvent = async (
  tx: Db, ownerId: number, type: WebhookAnyEventType, payload: Record<string, unknown>, now: Date, endpointId: string | null = null,
): Promise<{ id: string; sequence: number }> => {
  const [row] = await tx.insert(webhookEvents).values({ ownerId, type, apiVersion: WEBHOOK_API_VERSION, payload, createdAt: now, endpointId })
    .returning({ id: webhookEvents.id, sequence: webhookEvents.sequence });
  return row;
};
