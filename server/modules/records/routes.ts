import { envelopeSchema } from '../../../src/api/envelope';
import {
  deletedRecordSchema, listRecordsQuerySchema, modelParamsSchema, pageQuerySchema, recordInputSchema, recordListAnswerSchema,
  recordParamsSchema, recordSchema,
} from '../../../src/api/records';
import type { CaptchaService } from '../../auth/captcha';
import type { PasswordParams } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/requestLocale';
import type { FileLinkSigner } from '../../models/fileLinks';
import type { ZodPlugin } from '../../http/zod';
import { LIST_CAPS, createRecordService } from './service';

const TAGS = ['records'];
const WHO = "the page whose resource is <model> governs its fields and permission; records are the signed-in owner's. "
  + 'Addresses of the owner\'s files (`/api/file/<id>`) are answered as signed links valid FILE_LINK_TTL_MINUTES, and stored '
  + "back in their plain form; a value referring to a file that is not one of the owner's uploads is refused (400 naming the field)";

/** The generic record store (spec §7 "Generic page calls", model pickers). */
export type RecordRoutesOptions = {
  db: Db;
  now: () => Date;
  captchas: CaptchaService;
  fileLinks: FileLinkSigner;
  passwordParams?: PasswordParams;
};

export const recordRoutes: ZodPlugin<RecordRoutesOptions> = async (app, { db, now, captchas, fileLinks, passwordParams }) => {
  const service = createRecordService({ db, now, captchas, fileLinks, passwordParams });

  app.get('/records/:model', {
    schema: {
      summary: 'List records: select, sort, queryInput, limit, skip → data and count',
      description: `${WHO}. Paging is capped: limit 1..${LIST_CAPS.limit} (default 10), skip 0..${LIST_CAPS.skip}; `
        + 'beyond either → 400 invalidParam naming the parameter in data.field (filter with queryInput to reach older rows)',
      tags: TAGS,
      params: modelParamsSchema,
      querystring: listRecordsQuerySchema,
      response: { 200: recordListAnswerSchema },
    },
  }, async (request) => {
    const { select, sort, queryInput, limit, skip } = request.query;
    const { rows, count } = await service.list(request.params.model, request.auth, { select, sort, queryInput, limit, skip });
    return { ...ok(rows), count };
  });

  app.get('/records/:model/:id', {
    schema: {
      summary: 'Read one record (404 dataNotFound)', description: WHO, tags: TAGS,
      params: recordParamsSchema, querystring: pageQuerySchema, response: { 200: envelopeSchema(recordSchema) },
    },
  }, async (request) => ok(await service.get(request.params.model, request.params.id, request.auth)));

  app.post('/records/:model', {
    schema: {
      summary: 'Create a record: unknown fields refused, values checked by widget, required and hidden fields enforced',
      description: `${WHO}; 403 app.auth.forbidden when that page declares no create api on /api/records/<model>`, tags: TAGS,
      params: modelParamsSchema, querystring: pageQuerySchema, body: recordInputSchema, response: { 200: envelopeSchema(recordSchema) },
    },
  }, async (request) => ok(await service.create(request.params.model, request.body, request.auth)));

  app.patch('/records/:model/:id', {
    schema: {
      summary: 'Update a record: the fields sent are merged over the stored ones, then checked as on create',
      description: `${WHO}; fields declared disabled keep their stored value, stored keys the page does not declare are kept; `
        + '403 app.auth.forbidden when that page declares no update api on /api/records/<model>',
      tags: TAGS,
      params: recordParamsSchema, querystring: pageQuerySchema, body: recordInputSchema, response: { 200: envelopeSchema(recordSchema) },
    },
  }, async (request) => ok(await service.update(request.params.model, request.params.id, request.body, request.auth)));

  app.delete('/records/:model/:id', {
    config: { errors: [409] },
    schema: {
      summary: 'Delete a record (404 dataNotFound)', tags: TAGS,
      description: `${WHO}; 403 app.auth.forbidden when that page declares no delete api on /api/records/<model>`,
      params: recordParamsSchema, querystring: pageQuerySchema, response: { 200: envelopeSchema(deletedRecordSchema) },
    },
  }, async (request) => ok(await service.remove(request.params.model, request.params.id, request.auth, requestLocale(request) ?? 'en')));
};
