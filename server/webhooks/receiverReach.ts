import { eq } from 'drizzle-orm';
import { WEBHOOK_SHOP_EVENT_TYPES, WEBHOOK_TEST_EVENT, webhookTypesFor, type WebhookEventType } from '../../src/api/webhooks';
import { effectiveActionsSql } from '../auth/sessions';
import { shopScopeSql } from '../auth/shopScope';
import type { Db } from '../db/client';
import { owners, roles, users } from '../db/schema';

/**
 * Whether the user an endpoint belongs to may receive `event` now: active, of an active merchant, holding what its
 * type needs (WEBHOOK_EVENT_ACTIONS), and for a sale, reaching its shop. Read at each dispatch and each attempt, so a
 * permission taken away, a role narrowed to its own shops or a lock stops deliveries at once, as it stops the user's
 * API keys. A test event goes to the endpoint it was made for.
 */
export const mayReceive = async (db: Db, userId: number, event: { type: string; payload: Record<string, unknown> }): Promise<boolean> => {
  if (event.type === WEBHOOK_TEST_EVENT) return true;
  const [user] = await db.select({ status: users.status, ownerStatus: owners.status, actions: effectiveActionsSql(), shopIds: shopScopeSql() })
    .from(users).innerJoin(owners, eq(owners.id, users.ownerId)).leftJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, userId));
  if (!user || user.status !== 'active' || user.ownerStatus !== 'active') return false;
  if (!webhookTypesFor(new Set(user.actions)).includes(event.type as WebhookEventType)) return false;
  if (user.shopIds === null || !WEBHOOK_SHOP_EVENT_TYPES.includes(event.type as WebhookEventType)) return true;
  return typeof event.payload.shopId === 'number' && user.shopIds.includes(event.payload.shopId);
};
