import {
  VOUCHER_MESSAGES, approvalQuerySchema, blockVoucherDataSchema, blockVoucherRequestSchema, createApproveRequestSchema,
  rejectVoucherRequestSchema, syncVoucherDataSchema, syncVoucherRequestSchema, transitionDataSchema, voucherDetailSchema,
  voucherHistorySchema, voucherIdParamsSchema,
} from '../../../src/api/vouchers';
import { envelopeSchema } from '../../../src/api/envelope';
import { PHONE_IMPORT_BATCH, VOUCHER_PHONE_MESSAGES, phoneImportRequestSchema, phoneImportResultSchema } from '../../../src/api/voucherPhones';
import { ACTIONS } from '../../../src/api/permissions';
import { requireAction } from '../../auth/guard';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createPhoneImport } from './phoneImport';
import { createVoucherService } from './service';

const TAGS = ['vouchers'];

/** 404: not this tenant's voucher; 409: another user changed its state first (the answer holds the fresh state). */
const TRANSITION_ERRORS = { errors: [404, 409] as const };

/** Who may call, and the errors every transition shares (service.ts `transition`). */
const WHO = 'Staff with the `approvevouchers` permission, on vouchers of their own tenant.';
const TRANSITION_NOTES = '404 `dataNotFound` for an unknown voucher or another tenant\'s; 409 `app.vouchers.conflict` when `expectedState` '
  + 'is sent and the voucher is no longer in it, or another user changed it first: `data: { id, state }` holds the fresh state, '
  + 'show it and let the user decide again.';

/**
 * Staff actions on partner vouchers (spec §7) along the lifecycle of src/api/voucherLifecycle.ts: permission
 * approvevouchers, tenant from the session.
 */
export const voucherRoutes: ZodPlugin<{ database: Database; now: () => Date }> = async (app, { database, now }) => {
  const service = createVoucherService({ db: database.db, now });
  const preHandler = requireAction(ACTIONS.approveVouchers);
  const phones = createPhoneImport({ db: database.db, now });

  app.post('/vouchers/sync-voucher', {
    preHandler,
    config: TRANSITION_ERRORS,
    schema: {
      summary: 'Sync a submitted voucher with the partner system (submitted → synced; records syncedAt)',
      description: `${WHO} 400 \`app.vouchers.refusedSync\` (\`blockedCannotSync\` for a blocked one) with \`data: { id, state }\` `
        + `when the voucher is not submitted. ${TRANSITION_NOTES}`,
      tags: TAGS,
      body: syncVoucherRequestSchema,
      response: { 200: envelopeSchema(syncVoucherDataSchema) },
    },
  }, async (request) => {
    const data = await service.sync(request.auth, request.body.id, request.body.expectedState);
    request.log.info({ event: 'voucher.synced', voucherId: data.id, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'voucher synced');
    return ok(data, VOUCHER_MESSAGES.synced);
  });

  app.post('/vouchers/block-voucher', {
    preHandler,
    config: TRANSITION_ERRORS,
    schema: {
      summary: 'Block an approved or active voucher with a reason (required, at most 1000 characters)',
      description: `${WHO} 400 \`app.vouchers.blockReasonRequired\` or \`blockReasonTooLong\` naming \`blockMessage\` in \`data.field\`; `
        + `400 \`app.vouchers.refusedBlock\` with \`data: { id, state }\` from any other state. ${TRANSITION_NOTES}`,
      tags: TAGS,
      body: blockVoucherRequestSchema,
      response: { 200: envelopeSchema(blockVoucherDataSchema) },
    },
  }, async (request) => {
    const data = await service.block(request.auth, request.body.id, request.body.blockMessage, request.body.expectedState);
    // The reason's length only: it is free text a user typed.
    request.log.info({
      event: 'voucher.blocked', voucherId: data.id, ownerId: request.auth.ownerId, userId: request.auth.userId,
      reasonLength: data.blockMessage.length,
    }, 'voucher blocked');
    return ok(data, VOUCHER_MESSAGES.blocked);
  });

  app.post('/vouchers/phones/import', {
    preHandler,
    config: { errors: [404] },
    schema: {
      summary: "Import customers' phone numbers for a voucher: one batch of numbered lines → added, already there, refused lines",
      description: `At most ${PHONE_IMPORT_BATCH} lines a call (the app sends a file in batches). Each line is read as a Vietnamese `
        + 'mobile number (0901234567, +84901234567, 84901234567, spaces, dots, dashes, brackets; 2018\'s 11-digit prefixes mapped) '
        + "and stored as 0xxxxxxxxx in page 45's records (model voucher-phones), once per voucher and number: numbers already "
        + 'there (earlier in the batch or imported before) count as `existing`, so a batch sent again adds 0. Refused lines '
        + 'come back with their line number and reason (empty, notANumber, wrongLength, notMobilePrefix). The voucher is the '
        + "code of one of the signed-in owner's partner vouchers; another → 404 naming `voucher` in data.field",
      tags: TAGS,
      body: phoneImportRequestSchema,
      response: { 200: envelopeSchema(phoneImportResultSchema) },
    },
  }, async (request) => {
    const data = await phones.importBatch(request.auth, request.body);
    request.log.info({
      event: 'voucher.phones.imported', ownerId: request.auth.ownerId, userId: request.auth.userId,
      lines: request.body.rows.length, added: data.added, existing: data.existing, refused: data.refused.length,
    }, 'voucher phones imported');
    return ok(data, VOUCHER_PHONE_MESSAGES.imported);
  });

  app.post('/vouchers/reject-voucher', {
    preHandler,
    config: TRANSITION_ERRORS,
    schema: {
      summary: 'Reject a submitted or synced voucher with a reason (required, at most 1000 characters)',
      description: `${WHO} 400 \`app.vouchers.rejectReasonRequired\` or \`rejectReasonTooLong\` naming \`reason\` in \`data.field\`; `
        + `400 \`app.vouchers.refusedReject\` with \`data: { id, state }\` from any other state. ${TRANSITION_NOTES}`,
      tags: TAGS,
      body: rejectVoucherRequestSchema,
      response: { 200: envelopeSchema(transitionDataSchema) },
    },
  }, async (request) => {
    const data = await service.reject(request.auth, request.body.id, request.body.reason, request.body.expectedState);
    request.log.info({ event: 'voucher.rejected', voucherId: data.id, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'voucher rejected');
    return ok(data, VOUCHER_MESSAGES.rejected);
  });

  app.post('/vouchers/create_approve', {
    preHandler,
    config: TRANSITION_ERRORS,
    schema: {
      summary: 'Approve a synced voucher by its key, the voucher code, and its id (spec §7 create_approve; synced → approved)',
      description: `${WHO} \`id\`: the voucher meant (404 unless its code is \`voucher\`); without it, 409 \`app.vouchers.codeNotUnique\` `
        + '(`data.ids`) while more than one voucher has the code. 400 `app.vouchers.refusedApprove` with `data: { id, state }` when the voucher is not synced. '
        + `${TRANSITION_NOTES}`,
      tags: TAGS,
      body: createApproveRequestSchema,
      response: { 200: envelopeSchema(transitionDataSchema) },
    },
  }, async (request) => {
    const data = await service.approve(request.auth, request.body.voucher, request.body.expectedState, request.body.id);
    request.log.info({ event: 'voucher.approved', voucherId: data.id, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'voucher approved');
    return ok(data, VOUCHER_MESSAGES.approved);
  });

  app.get('/vouchers/approval', {
    preHandler,
    config: { errors: [404] },
    schema: {
      summary: 'Read a voucher and its approval by voucher key, the code (spec §3); approval is null until approved',
      description: `${WHO} \`state\` is the state today (active and expired follow from the dates); \`reason\` the reject or block `
        + 'reason. 404 `dataNotFound` when no voucher of the tenant has that code.',
      tags: TAGS,
      querystring: approvalQuerySchema,
      response: { 200: envelopeSchema(voucherDetailSchema) },
    },
  }, async (request) => ok(await service.detail(request.auth, { code: request.query.voucher })));

  app.get('/vouchers/:id', {
    preHandler,
    config: { errors: [404] },
    schema: {
      summary: 'Read a voucher as the review and approval screens show it: its fields, lifecycle state and approval',
      description: `${WHO} \`state\` is the state today (active and expired follow from the dates); \`reason\` the reject or block `
        + 'reason. 404 `dataNotFound` for an unknown id or another tenant\'s voucher.',
      tags: TAGS,
      params: voucherIdParamsSchema,
      response: { 200: envelopeSchema(voucherDetailSchema) },
    },
  }, async (request) => ok(await service.detail(request.auth, { id: request.params.id })));

  app.get('/vouchers/:id/history', {
    preHandler,
    config: { errors: [404] },
    schema: {
      summary: "A voucher's state history, newest first: who, when, from which state to which, and the reason",
      description: `${WHO} The first row is the creation (\`from\` null → submitted); \`user\` is null when no user is on record. `
        + '404 `dataNotFound` for an unknown id or another tenant\'s voucher.',
      tags: TAGS,
      params: voucherIdParamsSchema,
      response: { 200: envelopeSchema(voucherHistorySchema) },
    },
  }, async (request) => ok(await service.history(request.auth, request.params.id)));
};
