import { envelopeSchema } from '../../../src/api/envelope';
import { EXPORT_MESSAGES, exportStartedDataSchema } from '../../../src/api/exports';
import { ACTIONS } from '../../../src/api/permissions';
import {
  choiceListRequestSchema, detailTransactionRequestSchema, employeeSalesDataSchema, exportTransactionsRequestSchema, findTransactionsAnswerSchema,
  findTransactionsRequestSchema, groupReportRequestSchema, noParametersSchema, pointBalanceDataSchema,
  saleReportDataSchema, saleReportRequestSchema, serviceListDataSchema, serviceSalesDataSchema, shopChoicesAnswerSchema,
  shopSalesDataSchema, transactionDetailSchema,
} from '../../../src/api/sales';
import { requireAction, requireAnyAction } from '../../auth/guard';
import type { Db } from '../../db/client';
import type { ExportService } from '../../exportJobs/exportService';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/requestLocale';
import type { ZodPlugin } from '../../http/zod';
import { salesScope } from '../../models/sales';
import { pointBalance } from './balances';
import { findServiceList, findShopList } from './choices';
import { merchantSaleReport, shopSaleReport, topSellingSubmerchant, transactionByService } from './reports';
import { detailTransaction, findTransactions } from '../../models/transactionList';
import { transactionsExport } from './transactionsExport';

const TAGS = ['sales'];
const FIGURES = 'successful payments and top-ups (count) and their amount less successful refunds, in đồng, per local day (Asia/Ho_Chi_Minh)';
/** Who may call, and whose sales they read (`salesScope`). */
const WHO = 'Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the '
  + 'shops assigned to them.';
/** The range checks of the reports (src/api/sales.ts `rangeChecks`). */
const RANGE = '400 naming `to` when it is before `from` or more than 732 days after it.';

/**
 * The merchant portal's sales calls (spec §7 `report` and `transaction` groups, CONTRACT.md "Merchant portal
 * calls"). Every call reads within `salesScope`: the tenant from the session, and an employee whose role's shop
 * scope is 'own' sees only the shops assigned to them; exportTransactions exports the list as a job.
 */
export const salesRoutes: ZodPlugin<{ db: Db; exports: ExportService }> = async (app, { db, exports }) => {
  exports.registry.register(transactionsExport);
  const sales = requireAction(ACTIONS.findTransactions);
  const shopPickers = requireAnyAction([ACTIONS.findTransactions, ACTIONS.earnPointHistory, ACTIONS.findSubmerchants, ACTIONS.findShops]);
  const scopeOf = (auth: Parameters<typeof salesScope>[1]) => salesScope(db, auth);

  app.post('/report/findTransactions', {
    preHandler: sales,
    schema: {
      summary: `List transactions (list contract): filters createdAt, status, type, serviceCode, shopId, reference, amount; sort createdAt, amount, id; count exact up to 1,000, above it the planner's estimate (countIsEstimate), or countIsLowerBound`,
      description: `${WHO} \`limit\` 1–100 (default 20), \`skip\` at most 1,000,000: narrow \`createdAt\` to reach older rows. `
        + 'A filter or sort field the contract does not list is 400 naming it.',
      tags: TAGS, body: findTransactionsRequestSchema, response: { 200: findTransactionsAnswerSchema },
    },
  }, async (request) => {
    const { data, ...counted } = await findTransactions(db, await scopeOf(request.auth), request.body);
    return { ...ok(data), ...counted };
  });

  app.post('/report/detailTransaction', {
    preHandler: sales,
    schema: {
      summary: 'One transaction with its shop, its employee, fee and net amount; 404 when it is not the caller\'s to see',
      description: `${WHO} 404 \`dataNotFound\` alike for an unknown \`id\`, another merchant's transaction and one of a shop `
        + 'outside the employee\'s. `id` may be sent as a number or its digits.',
      tags: TAGS, body: detailTransactionRequestSchema, response: { 200: envelopeSchema(transactionDetailSchema) },
    },
  }, async (request) => ok(await detailTransaction(db, await scopeOf(request.auth), request.body.id)));

  app.post('/report/findServiceList', {
    preHandler: sales,
    schema: {
      summary: 'The service codes of the caller\'s successful or pending sales (filter choices)',
      description: `${WHO} The list-contract fields are accepted and ignored: every code comes back, sorted.`,
      tags: TAGS, body: choiceListRequestSchema, response: { 200: envelopeSchema(serviceListDataSchema) },
    },
  }, async (request) => ok(await findServiceList(db, await scopeOf(request.auth))));

  app.post('/report/findShopList', {
    // The shops to choose from: the sales and points filters', and the employee form's and filters'.
    preHandler: shopPickers,
    schema: {
      summary: 'The caller\'s shops as filter choices (list contract): filters id, name, status; sort name, id',
      description: 'Needs one of `findtransactions`, `earnpointhistory`, `findsubmerchants` or `findshops` (the screens that choose a '
        + 'shop); an employee whose role sees its own shops only gets those. Locked shops are included unless `status` says otherwise; '
        + 'by name, `limit` 1–100 (default 100).',
      tags: TAGS, body: choiceListRequestSchema, response: { 200: shopChoicesAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await findShopList(db, await scopeOf(request.auth), request.body);
    return { ...ok(data), count };
  });

  app.post('/transaction/merchantSaleReport', {
    preHandler: sales,
    schema: {
      summary: `Sales over time: ${FIGURES}; every day of the range, or every month above 62 days, zeros included; at most 732 days`,
      description: `${WHO} ${RANGE} A \`shopId\` outside the caller's shops answers zeros, not an error.`,
      tags: TAGS, body: saleReportRequestSchema, response: { 200: envelopeSchema(saleReportDataSchema) },
    },
  }, async (request) => ok(await merchantSaleReport(db, await scopeOf(request.auth), request.body)));

  app.post('/transaction/shopSaleReport', {
    preHandler: sales,
    schema: {
      summary: `Sales per shop: ${FIGURES}; every shop of the caller, best first`,
      description: `${WHO} ${RANGE} Shops without sales are listed with zeros; \`limit\` (1–50) keeps the best ones only.`,
      tags: TAGS, body: groupReportRequestSchema, response: { 200: envelopeSchema(shopSalesDataSchema) },
    },
  }, async (request) => ok(await shopSaleReport(db, await scopeOf(request.auth), request.body)));

  app.post('/report/transactionByService', {
    preHandler: sales,
    schema: {
      summary: `Sales per service: ${FIGURES}; best first`,
      description: `${WHO} ${RANGE} Only services with sales in the range; \`limit\` (1–50) keeps the best ones only.`,
      tags: TAGS, body: groupReportRequestSchema, response: { 200: envelopeSchema(serviceSalesDataSchema) },
    },
  }, async (request) => ok(await transactionByService(db, await scopeOf(request.auth), request.body)));

  app.post('/transaction/topSellingSubmerchant', {
    preHandler: sales,
    schema: {
      summary: `Top employees: ${FIGURES}; the best \`limit\` (default 5) by amount`,
      description: `${WHO} ${RANGE} \`limit\` 1–50; sales recorded without an employee are not ranked.`,
      tags: TAGS, body: groupReportRequestSchema, response: { 200: envelopeSchema(employeeSalesDataSchema) },
    },
  }, async (request) => ok(await topSellingSubmerchant(db, await scopeOf(request.auth), request.body)));

  app.post('/loyalty/getPoint', {
    preHandler: requireAction(ACTIONS.earnPointHistory),
    schema: {
      summary: 'The points balance: the signed sum of the loyalty history (earned, less redeemed, expired and settled)',
      description: 'Needs the `earnpointhistory` permission; an employee whose role sees its own shops only gets those shops\' '
        + 'movements (`shopsOnly`: points earned there, and spent there, which may exceed them). Send an empty object.',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(pointBalanceDataSchema) },
    },
  }, async (request) => ok(await pointBalance(db, await scopeOf(request.auth))));

  app.post('/report/exportTransactions', {
    preHandler: requireAction(ACTIONS.exportTransactions),
    config: { errors: [429] },
    schema: {
      summary: 'Start an export of the transaction history (the list\'s queryInput and sort) as CSV or XLSX: answers the queued job at once',
      description: 'The job runs in the background (exportedReports shows its progress). The rows are those findTransactions '
        + 'would list for the caller (tenant, and an employee\'s own shops when the role says so). At most '
        + 'EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 app.exports.tooManyActive. '
        + '`locale` (en | vi; default: Accept-Language, else en) sets the headings and names in the file.',
      tags: TAGS,
      body: exportTransactionsRequestSchema,
      response: { 200: envelopeSchema(exportStartedDataSchema) },
    },
  }, async (request) => {
    const { queryInput, sort, format, locale } = request.body;
    const job = await exports.request(request.auth, {
      kind: transactionsExport.kind, format, locale: locale ?? requestLocale(request) ?? 'en', params: { queryInput, sort },
    });
    request.log.info({ event: 'export.queued', jobId: job.id, kind: job.kind, format, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'export queued');
    return ok({ id: job.id, status: job.status }, EXPORT_MESSAGES.queued);
  });
};
