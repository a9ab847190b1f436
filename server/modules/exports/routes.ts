import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';
import {
  DOWNLOAD_TICKET_SECONDS, EXPORT_MESSAGES, exportedReportsAnswerSchema, exportedReportsRequestSchema, exportStartedDataSchema,
} from '../../../src/api/exports';
import { envelopeSchema } from '../../../src/api/envelope';
import { ACTIONS } from '../../../src/api/permissions';
import { downloadTicketDataSchema, downloadTicketRequestSchema, exportTransactionsRequestSchema } from '../../../src/api/sales';
import { requireAction } from '../../auth/guard';
import type { ExportService } from '../../exports/exportService';
import { contentDisposition } from '../../http/contentDisposition';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/requestLocale';
import type { ZodPlugin } from '../../http/zod';
import { transactionsExport } from './transactionsExport';
import { exportFileAnswer } from '../../http/fileAnswers';

const TAGS = ['exports'];

/** A downloaded file never runs, whatever a browser makes of it. */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** A route hook runs after the app-wide security headers hook, so this CSP wins. */
const fileContentSecurityPolicy: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
  return payload;
};

const owner = (auth: { ownerId: number; userId: number }) => ({ ownerId: auth.ownerId, userId: auth.userId });

/**
 * The transaction export (spec §7 exportTransactions), the user's export jobs (exportedReports) and their
 * downloads: a one-time ticket asked for with the session, then a same-origin address that works once.
 */
export const exportRoutes: ZodPlugin<{ exports: ExportService }> = async (app, { exports }) => {
  exports.registry.register(transactionsExport);

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
    const job = await exports.request(owner(request.auth), {
      kind: transactionsExport.kind, format, locale: locale ?? requestLocale(request) ?? 'en', params: { queryInput, sort },
    });
    request.log.info({ event: 'export.queued', jobId: job.id, kind: job.kind, format, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'export queued');
    return ok({ id: job.id, status: job.status }, EXPORT_MESSAGES.queued);
  });

  app.post('/report/exportedReports', {
    preHandler: requireAction(ACTIONS.exportedReports),
    schema: {
      summary: 'The caller\'s own export jobs, newest first (limit, skip → data, count)',
      description: 'status queued | running | done | failed, progress 0–100, rows, size in bytes once done, error (a message key) '
        + 'when failed, expiresAt: when the file is removed (EXPORT_KEEP_HOURS after it was finished).',
      tags: TAGS,
      body: exportedReportsRequestSchema,
      response: { 200: exportedReportsAnswerSchema },
    },
  }, async (request) => {
    const { rows, count } = await exports.list(owner(request.auth), request.body.limit, request.body.skip);
    return { ...ok(rows), count };
  });

  app.post('/report/downloadTicket', {
    config: { errors: [409, 410] },
    preHandler: requireAction(ACTIONS.exportedReports),
    schema: {
      summary: `A one-time download address of one of the caller's finished exports, valid ${DOWNLOAD_TICKET_SECONDS} seconds`,
      description: 'data.url is same-origin (/api/report/download/<ticket>): open it without a session header. 404 for a job '
        + 'that is not the caller\'s; 409 app.exports.notReady while it runs or when it failed; 410 app.exports.fileExpired once removed.',
      tags: TAGS,
      body: downloadTicketRequestSchema,
      response: { 200: envelopeSchema(downloadTicketDataSchema) },
    },
  }, async (request) => ok({ url: await exports.ticket(owner(request.auth), request.body.id) }));

  app.get('/report/download/:ticket', {
    // A browser navigation carries no bearer header: the ticket is the credential.
    config: { public: true, errors: [410], fileAnswer: exportFileAnswer },
    onSend: fileContentSecurityPolicy,
    schema: {
      summary: 'Download an export file with a ticket from downloadTicket: works once, within its minute',
      description: 'Streams the file as an attachment with its name (RFC 6266 filename*). A used or expired ticket answers 410 '
        + 'app.exports.ticketUsed, an unknown one 404 app.exports.ticketUnknown.',
      tags: TAGS,
      params: z.object({ ticket: z.string().max(200) }),
    },
  }, async (request, reply) => {
    const download = await exports.download(request.params.ticket);
    reply
      .header('content-type', download.contentType)
      .header('content-disposition', contentDisposition('attachment', download.fileName))
      .header('cache-control', 'no-store');
    if (download.size !== null) reply.header('content-length', String(download.size));
    return reply.send(download.file);
  });
};
