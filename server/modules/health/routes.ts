import { envelopeSchema, healthDataSchema } from '../../../src/api/envelope';
import type { Database } from '../../db/client';
import { MESSAGES } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';

const healthEnvelope = envelopeSchema(healthDataSchema);

export const healthRoutes: ZodPlugin<{ database: Database }> = async (app, { database }) => {
  app.get('/health', {
    config: { public: true },
    schema: {
      summary: 'Is the server up and can it reach its database?',
      description: 'Public, no session. 200 with `data.db: "up"` when the database answers; 503 with the same envelope and '
        + '`data.db: "down"` when it does not (the process is up, its database is not): retry later.',
      tags: ['system'],
      response: { 200: healthEnvelope, 503: healthEnvelope },
    },
  }, async (request, reply) => {
    try {
      await database.ping();
      return { err: 200, message: MESSAGES.ok, data: { db: 'up' as const } };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database is down');
      return reply.status(503).send({ err: 503, message: MESSAGES.serviceUnavailable, data: { db: 'down' } });
    }
  });
};
