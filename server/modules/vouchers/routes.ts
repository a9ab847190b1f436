import {
  VOUCHER_MESSAGES, blockVoucherDataSchema, blockVoucherRequestSchema, syncVoucherDataSchema, syncVoucherRequestSchema,
} from '../../../src/api/vouchers';
import { envelopeSchema } from '../../../src/api/envelope';
import { ACTIONS } from '../../../src/api/permissions';
import { requireAction } from '../../auth/guard';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createVoucherService } from './service';

const TAGS = ['vouchers'];

/** Staff actions on partner vouchers (spec §7): permission approvevouchers, tenant from the session. */
export const voucherRoutes: ZodPlugin<{ database: Database; now: () => Date }> = async (app, { database, now }) => {
  const service = createVoucherService({ db: database.db, now });
  const preHandler = requireAction(ACTIONS.approveVouchers);

  app.post('/vouchers/sync-voucher', {
    preHandler,
    schema: {
      summary: 'Sync a voucher with the partner system (records syncedAt); a blocked voucher cannot be synced',
      tags: TAGS,
      body: syncVoucherRequestSchema,
      response: { 200: envelopeSchema(syncVoucherDataSchema) },
    },
  }, async (request) => {
    const data = await service.sync(request.auth, request.body.id);
    request.log.info({ event: 'voucher.synced', voucherId: data.id, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'voucher synced');
    return ok(data, VOUCHER_MESSAGES.synced);
  });

  app.post('/vouchers/block-voucher', {
    preHandler,
    schema: {
      summary: 'Block a voucher with a reason (required, at most 1000 characters)',
      tags: TAGS,
      body: blockVoucherRequestSchema,
      response: { 200: envelopeSchema(blockVoucherDataSchema) },
    },
  }, async (request) => {
    const data = await service.block(request.auth, request.body.id, request.body.blockMessage);
    // The reason's length only: it is free text a user typed.
    request.log.info({
      event: 'voucher.blocked', voucherId: data.id, ownerId: request.auth.ownerId, userId: request.auth.userId,
      reasonLength: data.blockMessage.length,
    }, 'voucher blocked');
    return ok(data, VOUCHER_MESSAGES.blocked);
  });
};
