import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/envelope';
import type { Audit } from './audit';
import { Forbidden } from './forbidden';

const isRefusal = (error: FastifyError | Error): error is AppError => error instanceof AppError && error.status === 403;

/**
 * Who was refused what: the user, the route as declared (`/api/admin/pages/:id`, never the address with its ids or
 * parameters) and the missing permission (null when the refusal named none). No token, device value or body.
 */
const refusalOf = (request: FastifyRequest, error: AppError) => ({
  userId: request.auth?.userId ?? null,
  ownerCode: request.auth?.ownerCode ?? null,
  method: request.method,
  route: request.routeOptions.url ?? null,
  permission: error instanceof Forbidden ? error.permission : null,
});

/**
 * Every 403 is logged (warn) and audited (`forbidden`, outcome `blocked`): a user probing for what it may not
 * do shows in both. Fastify runs onError hooks before the error handler answers, so the row exists by the time
 * the caller has its 403; a failed audit write is logged and does not change the answer.
 */
export const registerRefusalAudit = (app: FastifyInstance, audit: Audit): void => {
  app.addHook('onError', async (request, _reply, error) => {
    if (!isRefusal(error)) return;
    const refusal = refusalOf(request, error);
    request.log.warn({ refusal }, 'access refused');
    try {
      await audit({
        kind: 'forbidden', outcome: 'blocked', userId: refusal.userId, ownerCode: refusal.ownerCode ?? undefined,
        ip: request.ip, userAgent: request.headers['user-agent'],
        detail: { method: refusal.method, route: refusal.route, permission: refusal.permission },
      });
    } catch (auditError) {
      request.log.error({ err: auditError }, 'could not audit a refused request');
    }
  });
};
