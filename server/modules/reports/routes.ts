import { Readable } from 'node:stream';
import { z } from 'zod';
import { modelParamsSchema } from '../../../src/api/records';
import type { Db } from '../../db/client';
import { userRateLimit } from '../../http/userRateLimit';
import type { ZodPlugin } from '../../http/zod';
import { createReportService } from './service';
import { csvReportAnswer } from '../../http/fileAnswers';

const NAME_MAX = 100;
const VALUE_MAX = 2_000;
const REPEATS_MAX = 50;

const tooLong = (value: unknown): boolean => (Array.isArray(value)
  ? value.length > REPEATS_MAX || value.some(tooLong)
  : typeof value === 'string' && value.length > VALUE_MAX);

/**
 * Any parameters: each must name a field of the model (checked by the service, `__proto__` included, which a record
 * schema would drop unseen), with values bounded like every request string: a query's JSON fits in 2,000 characters.
 */
const reportQuerySchema = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null)
  .superRefine((query, context) => {
    for (const [name, value] of Object.entries(query)) {
      if (name.length > NAME_MAX || tooLong(value)) context.addIssue({ code: 'custom', path: [name], message: 'is too long' });
    }
  })
  .meta({
    description: '<field>=<value> filters by equality (repeat for any of); queryInput and sort (JSON, as the list call takes them), '
      + 'columns (comma-separated) and locale (vi | en) make the export what the list shows; page, api and accesstoken are ignored',
    propertyNames: { type: 'string', maxLength: NAME_MAX },
    additionalProperties: { type: 'string', maxLength: VALUE_MAX },
  });

/** CSV reports of the record store (spec §3 button action `report`). */
export const reportRoutes: ZodPlugin<{ db: Db; now: () => Date; perMinute: number }> = async (app, { db, now, perMinute }) => {
  const service = createReportService(db, now);
  const rateLimit = userRateLimit(db, now, 'report-user', perMinute);

  app.get('/reports/:model', {
    config: { fileAnswer: csvReportAnswer },
    onRequest: rateLimit,
    schema: {
      summary: "CSV of the owner's records of a model as the list shows them: its filters, sort and columns, names and formatted values",
      description: 'text/csv; charset=utf-8 with a BOM, as an attachment; cells a spreadsheet could run as formulas get a leading apostrophe. '
        + 'X-Report-Rows says how many rows it holds. Model fields are written as the referenced records\' names, dates DD/MM/YYYY '
        + '(as the screen shows them in both languages), numbers grouped by the locale. '
        + 'At most REPORT_RATE_PER_MINUTE reports a minute per user; beyond, 429 app.http.tooManyRequests with data.retryAfterSeconds.',
      tags: ['reports'],
      params: modelParamsSchema,
      querystring: reportQuerySchema,
    },
  }, async (request, reply) => {
    const report = await service.report(request.params.model, request.query, request.auth);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${report.filename}"`)
      .header('cache-control', 'no-store')
      .header('x-report-rows', String(report.rows))
      .send(Readable.from(report.lines));
  });
};
