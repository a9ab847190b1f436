import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { ACTIONS } from '../../src/api/permissions';
import { Forbidden } from '../auth/forbidden';
import { sessionIfSent } from '../auth/guard';
import type { SessionService } from '../auth/sessions';
import { AppError } from './envelope';

/** The stable address of the OpenAPI document, for integrators' tools (the UI at /api/docs reads /api/docs/json). */
export const OPENAPI_JSON_URL = '/api/openapi.json';

/**
 * GET /api/openapi.json: to anyone when the docs are served (`config.apiDocs`); otherwise (production without
 * API_DOCS=1) only to signed-in back-office staff (`managepages`), who build page definitions against it.
 */
export const registerOpenApiJson = (app: FastifyInstance, { served, sessions }: { served: boolean; sessions: SessionService }): void => {
  app.get(OPENAPI_JSON_URL, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!served) {
      const auth = await sessionIfSent(sessions, request);
      if (!auth) throw new AppError(401, AUTH_MESSAGES.sessionInvalid);
      if (!auth.actions.has(ACTIONS.managePages)) throw new Forbidden(ACTIONS.managePages);
    }
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(app.swagger()));
  });
};
