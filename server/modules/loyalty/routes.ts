import type { FastifyRequest } from 'fastify';
import { EXPORT_MESSAGES, exportStartedDataSchema } from '../../../src/api/exports';
import { envelopeSchema } from '../../../src/api/envelope';
import {
  earnPointHistoryAnswerSchema, earnPointHistoryRequestSchema, exportEarnPointHistoryRequestSchema, exportSettlementHistoryRequestSchema,
  LOYALTY_MESSAGES, loyaltyRulesAnswerSchema, rejectSettlementSchema, type SettlementDecision, settlementHistoryAnswerSchema,
  settlementHistoryRequestSchema, settlementIdSchema, settlementPeriodSchema, settlementQuoteSchema, settlementRowSchema,
  staffSettlementHistoryAnswerSchema,
} from '../../../src/api/loyalty';
import type { LoyaltyRules } from '../../../src/api/loyaltyRules';
import { ACTIONS } from '../../../src/api/permissions';
import { noParametersSchema } from '../../../src/api/sales';
import { requireAction } from '../../auth/guard';
import { sourceOf } from '../../auth/signInRateLimit';
import type { Db } from '../../db/client';
import type { ExportService } from '../../exportJobs/exportService';
import { notFound, ok } from '../../http/envelope';
import { requestLocale } from '../../http/requestLocale';
import type { ZodPlugin } from '../../http/zod';
import { salesScope } from '../../models/sales';
import { earnPointHistory } from './earnPointHistory';
import { earnPointsExport, pointSettlementsExport } from './loyaltyExports';
import { createSettlement, decideSettlement, settlementHistory, settlementQuote, staffSettlementHistory } from './settlements';
import { schedulePointsExpiry } from './pointsExpiry';

const TAGS = ['loyalty'];

export interface LoyaltyRouteOptions extends Record<string, unknown> {
  db: Db;
  exports: ExportService;
  rules: LoyaltyRules;
  now: () => Date;
}

/** What a loyalty export's caller needs to know (server/exportJobs/exportJobs.ts). */
const EXPORT_NOTES = 'At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 '
  + '`app.exports.tooManyActive`, wait `Retry-After`. Follow the job with /api/report/exportedReports and fetch the file with '
  + '/api/report/downloadTicket, which need the `exportedreports` permission.';

const actorOf = (request: FastifyRequest) => ({ userId: request.auth.userId, ownerId: request.auth.ownerId, ownerCode: request.auth.ownerCode });

/**
 * The loyalty calls (spec §7 `loyalty` group): the points history and its export within the sales scope, the
 * merchant's settlements (the tenant's, whatever the employee's shops), their quote and request; and the staff's
 * decisions under `approvesettlements`, across merchants.
 */
export const loyaltyRoutes: ZodPlugin<LoyaltyRouteOptions> = async (app, { db, exports, rules, now }) => {
  const expiry = schedulePointsExpiry({ db, rules, now, log: app.log });
  app.addHook('onClose', () => expiry.stop());
  exports.registry.register(earnPointsExport);
  exports.registry.register(pointSettlementsExport);
  const history = requireAction(ACTIONS.earnPointHistory);
  const settlements = requireAction(ACTIONS.settlementPointHistory);
  const settle = requireAction(ACTIONS.settlementPoint);
  const staff = requireAction(ACTIONS.approveSettlements);

  app.post('/loyalty/loyaltyRules', {
    preHandler: history,
    schema: {
      summary: 'The loyalty rules (LOYALTY_* settings): earning rate in percent, point value and settlement rate in đồng, expiry and redeem-expiry cycles in days',
      description: 'Needs the `earnpointhistory` permission. Send an empty object; the rules are the server\'s settings, the same '
        + 'for every merchant.',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(loyaltyRulesAnswerSchema) },
    },
  }, async () => ok(rules));

  app.post('/loyalty/earnPointHistory', {
    preHandler: history,
    schema: {
      summary: 'The points history of the caller\'s shops (list contract): filters createdAt, shopId, kind, phone (any Vietnamese format); sort createdAt, points, id; phones masked',
      description: 'Needs the `earnpointhistory` permission; an employee whose role sees its own shops only gets the events of the '
        + 'shops assigned to them. 400 naming `queryInput.phone` when it is not a Vietnamese mobile number; `limit` 1–100 (default '
        + '20), `skip` at most 1,000,000. Past 1000 matches `count` is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`).',
      tags: TAGS, body: earnPointHistoryRequestSchema, response: { 200: earnPointHistoryAnswerSchema },
    },
  }, async (request) => {
    const { data, ...counted } = await earnPointHistory(db, await salesScope(db, request.auth), request.body);
    return { ...ok(data), ...counted };
  });

  app.post('/loyalty/exportEarnPointHistory', {
    config: { errors: [429] },
    preHandler: history,
    schema: {
      summary: 'Start an export of the points history (the list\'s queryInput) as CSV or XLSX, newest first, phones masked: answers the queued job',
      description: `Needs the \`earnpointhistory\` permission; the rows are those earnPointHistory lists for the caller. ${EXPORT_NOTES}`,
      tags: TAGS, body: exportEarnPointHistoryRequestSchema, response: { 200: envelopeSchema(exportStartedDataSchema) },
    },
  }, async (request) => {
    const { queryInput, format, locale } = request.body;
    const job = await exports.request(request.auth, {
      kind: earnPointsExport.kind, format, locale: locale ?? requestLocale(request) ?? 'en', params: { queryInput },
    });
    return ok({ id: job.id, status: job.status }, EXPORT_MESSAGES.queued);
  });

  app.post('/loyalty/settlementPointHistory', {
    preHandler: settlements,
    schema: {
      summary: 'The merchant\'s points settlements (list contract): filters createdAt, status; sort createdAt, amount, id',
      description: 'Needs the `settlementpointhistory` permission; lists all the merchant\'s settlements, whatever shops the employee '
        + 'is assigned to. Newest first by default; `limit` 1–100 (default 20).',
      tags: TAGS, body: settlementHistoryRequestSchema, response: { 200: settlementHistoryAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await settlementHistory(db, request.auth.ownerId, request.body);
    return { ...ok(data), count };
  });

  app.post('/loyalty/settlementPointDetail', {
    preHandler: settlements,
    schema: {
      summary: 'One settlement of the merchant; 404 when it is another merchant\'s',
      description: 'Needs the `settlementpointhistory` permission. 404 `dataNotFound` alike for an unknown `id` and another merchant\'s '
        + 'settlement.',
      tags: TAGS, body: settlementIdSchema, response: { 200: envelopeSchema(settlementRowSchema) },
    },
  }, async (request) => {
    const { data } = await settlementHistory(db, request.auth.ownerId, { queryInput: {}, limit: 1, skip: 0, byId: request.body.id });
    if (!data[0]) throw notFound();
    return ok(data[0]);
  });

  app.post('/loyalty/exportSettlementPointHistory', {
    config: { errors: [429] },
    preHandler: settlements,
    schema: {
      summary: 'Start an export of the merchant\'s settlements (the list\'s queryInput) as CSV or XLSX: answers the queued job',
      description: `Needs the \`settlementpointhistory\` permission. ${EXPORT_NOTES}`,
      tags: TAGS, body: exportSettlementHistoryRequestSchema, response: { 200: envelopeSchema(exportStartedDataSchema) },
    },
  }, async (request) => {
    const { queryInput, format, locale } = request.body;
    const job = await exports.request(request.auth, {
      kind: pointSettlementsExport.kind, format, locale: locale ?? requestLocale(request) ?? 'en', params: { queryInput },
    });
    return ok({ id: job.id, status: job.status }, EXPORT_MESSAGES.queued);
  });

  app.post('/loyalty/settlementQuote', {
    preHandler: settle,
    schema: {
      summary: 'What a settlement of the period (local days YYYY-MM-DD, both included) would cover now: the redeemed points not yet settled and within LOYALTY_REDEEM_EXPIRY_DAYS, at LOYALTY_SETTLEMENT_RATE',
      description: 'Needs the `settlementpoint` permission; reserves nothing (settlementPoint takes what is settleable when it runs). '
        + '400 naming `periodTo` when it is before `periodFrom` or more than 366 days after it. A period with nothing to settle '
        + 'answers zero points, not an error.',
      tags: TAGS, body: settlementPeriodSchema, response: { 200: envelopeSchema(settlementQuoteSchema) },
    },
  }, async (request) => ok(await settlementQuote(db, request.auth.ownerId, request.body, rules, now())));

  app.post('/loyalty/settlementPoint', {
    preHandler: settle,
    schema: {
      summary: 'Request a settlement of the period\'s settleable redeemed points; never covers a point twice; 400 app.loyalty.errors.nothingToSettle when there is none',
      description: 'Needs the `settlementpoint` permission. The settlement starts `requested`, for the platform\'s staff to approve, pay '
        + 'or reject. 400 `app.loyalty.errors.nothingToSettle` naming `periodFrom` (quote first with settlementQuote); 400 naming '
        + '`periodTo` when it is before `periodFrom` or more than 366 days after it.',
      tags: TAGS, body: settlementPeriodSchema, response: { 200: envelopeSchema(settlementRowSchema) },
    },
  }, async (request) => ok(
    await createSettlement(db, actorOf(request), request.body, rules, now(), sourceOf(request)), LOYALTY_MESSAGES.settlementRequested,
  ));

  app.post('/loyalty/staff/settlementList', {
    preHandler: staff,
    schema: {
      summary: 'Staff: every merchant\'s settlements (list contract), newest first; filters createdAt, status',
      description: 'Platform staff with the `approvesettlements` permission only. Each row names its merchant (`ownerCode`, '
        + '`ownerName`); `limit` 1–100 (default 20).',
      tags: TAGS, body: settlementHistoryRequestSchema, response: { 200: staffSettlementHistoryAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await staffSettlementHistory(db, request.body);
    return { ...ok(data), count };
  });

  const decide = (decision: SettlementDecision, summary: string, description: string) => app.post(`/loyalty/staff/${decision}Settlement`, {
    config: { errors: [409] },
    preHandler: staff,
    schema: {
      summary, description, tags: TAGS, body: decision === 'reject' ? rejectSettlementSchema : settlementIdSchema,
      response: { 200: envelopeSchema(settlementRowSchema) },
    },
  }, async (request) => {
    const body = request.body as { id: number; reason?: string };
    return ok(
      await decideSettlement(db, actorOf(request), body.id, decision, body.reason ?? null, now(), sourceOf(request)), LOYALTY_MESSAGES.settlementDecided,
    );
  });
  const DECIDE_NOTES = 'Platform staff with the `approvesettlements` permission only, on any merchant\'s settlement. 404 `dataNotFound` '
    + 'for an unknown `id`; 409 `app.loyalty.errors.badTransition` with the current `data.status` when the settlement is not (or '
    + 'no longer: another staff member decided first) in a status this decision is taken from: reload it.';
  decide('approve', 'Staff: approve a requested settlement; 409 app.loyalty.errors.badTransition from any other status', DECIDE_NOTES);
  decide('pay', 'Staff: mark an approved settlement paid; 409 app.loyalty.errors.badTransition from any other status', DECIDE_NOTES);
  decide('reject', 'Staff: reject a requested or approved settlement with a reason; its redeemed points can be settled again; 409 app.loyalty.errors.badTransition from any other status',
    `${DECIDE_NOTES} 400 naming \`reason\` when it is blank or over 500 characters.`);
};
