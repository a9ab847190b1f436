import type { ApiKeyRow } from '../../src/api/apiKeys';
import type { SettlementRow } from '../../src/api/loyalty';
import type { Transfer } from '../../src/api/money';
import { partnerTransactionDetailSchema } from '../../src/api/partnerApi';
import type { Db } from '../db/client';
import { detailTransaction } from '../models/transactionList';
import { recordWebhookEvent } from './eventOutbox';

/**
 * The events partners receive, each written with the change's transaction (`tx`) and carrying the object the
 * partner API returns for what changed (a transaction as GET /api/v1/transactions/{id} answers it). Things the
 * partner API has no call for yet travel as the portal's own rows, without anything only the screens need.
 */
export const partnerEvents = {
  async transactionCreated(tx: Db, ownerId: number, transactionId: number, now: Date): Promise<void> {
    const detail = await detailTransaction(tx, { ownerId, shopIds: null }, transactionId);
    await recordWebhookEvent(tx, ownerId, 'transaction.created', partnerTransactionDetailSchema.parse(detail), now);
  },
  async transactionUpdated(tx: Db, ownerId: number, transactionId: number, now: Date): Promise<void> {
    const detail = await detailTransaction(tx, { ownerId, shopIds: null }, transactionId);
    await recordWebhookEvent(tx, ownerId, 'transaction.updated', partnerTransactionDetailSchema.parse(detail), now);
  },
  async transferCompleted(tx: Db, ownerId: number, transfer: Transfer, now: Date): Promise<void> {
    const { factors: _ways, ...shown } = transfer;
    await recordWebhookEvent(tx, ownerId, 'transfer.completed', shown, now);
  },
  async apiKeyRevoked(tx: Db, ownerId: number, key: ApiKeyRow, now: Date): Promise<void> {
    await recordWebhookEvent(tx, ownerId, 'apiKey.revoked', { ...key }, now);
  },
  async settlementUpdated(tx: Db, ownerId: number, settlement: SettlementRow, now: Date): Promise<void> {
    await recordWebhookEvent(tx, ownerId, 'settlement.updated', { ...settlement }, now);
  },
};
