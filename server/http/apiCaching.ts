import type { FastifyInstance } from 'fastify';

/** The docs UI's own files (scripts, styles) carry nothing personal. */
const CACHEABLE = /^\/api\/docs\/static\//;

/**
 * API answers carry personal data (sessions, accounts, sales): no cache, shared or private, may keep them. Set
 * before any route runs, so 401/429 answered early carry it too; a route that knows better (signed file links)
 * sets its own Cache-Control over it.
 */
export const registerApiNoStore = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && !CACHEABLE.test(request.url)) reply.header('cache-control', 'no-store');
  });
};
