import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/connectionErrors';
import { AppError, MESSAGES } from './envelope';
import { RequestValidationError } from './zod';

const clientStatus = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

/** One place turns every failure into the `{ err, message, data }` envelope (CONTRACT.md). */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RequestValidationError) {
      return reply.status(400).send({ err: 400, message: error.message, data: { field: error.field, issues: error.issues } });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      reply.headers(error.headers);
      return reply.status(error.status).send({ err: error.err, message: error.message, data: error.data });
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large) keep their status.
    const status = clientStatus(error);
    if (status !== undefined) {
      return reply.status(status).send({ err: status, message: (error as Error).message || MESSAGES.badRequest, data: null });
    }
    // The database restarting or out of reach is not a bug: the client is told to come back, and nothing was
    // acknowledged (an idempotent write rolled back with its key, so the retry runs it once).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ err: 503, message: MESSAGES.serviceUnavailable, data: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ err: 500, message: MESSAGES.internalServerError, data: null });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ err: 404, message: MESSAGES.dataNotFound, data: null }),
  );
};
