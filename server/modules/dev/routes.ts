import { setTimeout as sleep } from 'node:timers/promises';
import {
  delayDataSchema, delayQuerySchema, devCaptchaDataSchema, devCaptchaParamsSchema, outboxMessageSchema, outboxQuerySchema,
} from '../../../src/api/dev';
import { envelopeSchema } from '../../../src/api/envelope';
import { z } from 'zod';
import type { CaptchaService } from '../../auth/captcha';
import type { Database } from '../../db/client';
import { notFound, ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { listMessages } from '../../notify/outbox';

/** Development hooks (CONTRACT.md): registered only when NODE_ENV is not production. */
export const devRoutes: ZodPlugin<{ captchas: CaptchaService; database: Database }> = async (app, { captchas, database }) => {
  app.get('/dev/captcha/:id', {
    config: { public: true },
    schema: {
      summary: 'The answer of a captcha, so that browser tests can sign in (development only)',
      tags: ['development'],
      params: devCaptchaParamsSchema,
      response: { 200: envelopeSchema(devCaptchaDataSchema) },
    },
  }, async (request) => {
    const text = await captchas.devAnswer(request.params.id);
    if (text === undefined) throw notFound();
    return ok({ text });
  });

  app.get('/dev/outbox', {
    config: { public: true },
    schema: {
      summary: 'SMS and e-mails the server has sent, newest first (development only)',
      tags: ['development'],
      querystring: outboxQuerySchema,
      response: { 200: envelopeSchema(z.array(outboxMessageSchema)) },
    },
  }, async (request) => ok(await listMessages(database.db, request.query.to)));

  app.get('/dev/delay', {
    config: { public: true },
    schema: {
      summary: 'Answers after `ms` milliseconds (development only; used to test graceful shutdown)',
      tags: ['development'],
      querystring: delayQuerySchema,
      response: { 200: envelopeSchema(delayDataSchema) },
    },
  }, async (request) => {
    await sleep(request.query.ms);
    return ok({ waitedMs: request.query.ms });
  });
};
