import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';
import {
  DOWNLOAD_TICKET_SECONDS, exportedReportsAnswerSchema, exportedReportsRequestSchema,
} from '../../../src/api/exports';
import { envelopeSchema } from '../../../src/api/envelope';
import { ACTIONS } from '../../../src/api/permissions';
import { downloadTicketDataSchema, downloadTicketRequestSchema } from '../../../src/api/sales';
import { requireAction } from '../../auth/guard';
import type { ExportService } from '../../exportJobs/exportService';
import { contentDisposition } from '../../http/contentDisposition';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
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
 * The user's export jobs (spec §7 exportedReports) and their downloads: a one-time ticket asked for with the
 * session, then a same-origin address that works once. Each list's own module starts its exports.
 */
export const exportedReportsRoutes: ZodPlugin<{ exports: ExportService }> = async (app, { exports }) => {
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
