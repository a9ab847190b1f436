import type { Database } from '../../../server/db/client';
import { loyaltyEvents } from '../../../server/db/schema';
import type { LoyaltyKind } from '../../../src/api/loyalty';

export interface EventValues {
  ownerId: number;
  shopId?: number | null;
  customerPhone?: string | null;
  points: number;
  kind: LoyaltyKind;
  transactionId?: number | null;
  createdAt: string;
}

/** Inserts loyalty events in one statement and answers their ids in order. */
export const addEvents = async (database: Database, events: readonly EventValues[]): Promise<number[]> =>
  (await database.db.insert(loyaltyEvents).values(events.map((event) => ({
    ownerId: event.ownerId, shopId: event.shopId ?? null, customerPhone: event.customerPhone ?? null, points: event.points,
    kind: event.kind, transactionId: event.transactionId ?? null, createdAt: new Date(event.createdAt),
  }))).returning({ id: loyaltyEvents.id })).map((row) => row.id);
