import { Readable } from 'node:stream';
import { z } from 'zod';
import { modelParamsSchema } from '../../../src/api/records';
import type { Db } from '../../db/client';
import type { ZodPlugin } from '../../http/zod';
import { createReportService } from './service';

/** Any parameters: each must name a field of the model (checked by the service, `__proto__` included). */
const reportQuerySchema = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null)
  .describe('<field>=<value> filters by equality (repeat for any of); page, api and accesstoken are ignored');

/** CSV reports of the record store (spec §3 button action `report`). */
export const reportRoutes: ZodPlugin<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const service = createReportService(db, now);

  app.get('/reports/:model', {
    schema: {
      summary: "CSV of the owner's records of a model: list columns, field labels as header, ?field=value filters",
      description: 'text/csv; charset=utf-8 with a BOM, as an attachment; cells a spreadsheet could run as formulas get a leading apostrophe.',
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
      .send(Readable.from(report.lines));
  });
};
