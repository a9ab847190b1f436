import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Rate limits told up front: every API answer names the limits its call counted against in `RateLimit-Policy`
 * and what is left of each in `RateLimit` (draft-ietf-httpapi-ratelimit-headers), so a caller slows down before a
 * 429 rather than after it.
 */

/** One limit a request counted against. */
export interface RateQuota {
  /** The policy's name, as the document lists it (`api`, `partnerApi`, `signin-ip`…). */
  policy: string;
  /** Requests allowed per window. */
  quota: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window gives back a place. */
  resetSeconds: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The limits this request counted against, in the order they were checked (`noteRateQuota`). */
    rateQuotas: RateQuota[] | null;
  }
}

export const noteRateQuota = (request: FastifyRequest, quota: RateQuota): void => {
  (request.rateQuotas ??= []).push(quota);
};

/** `"api";q=600;w=60, "partnerApi";q=60;w=60`: structured-field list items, one per limit. */
export const policyHeader = (quotas: readonly RateQuota[]): string =>
  quotas.map(({ policy, quota, windowSeconds }) => `"${policy}";q=${quota};w=${windowSeconds}`).join(', ');

/** `"api";r=599;t=60, "partnerApi";r=59;t=60`. */
export const stateHeader = (quotas: readonly RateQuota[]): string =>
  quotas.map(({ policy, remaining, resetSeconds }) => `"${policy}";r=${remaining};t=${resetSeconds}`).join(', ');

/** Writes the two headers on every answer of a request that counted against a limit, refusals included. */
export const registerRateLimitHeaders = (app: FastifyInstance): void => {
  app.decorateRequest('rateQuotas', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const quotas = request.rateQuotas;
    if (quotas && quotas.length > 0) {
      reply.header('ratelimit-policy', policyHeader(quotas));
      reply.header('ratelimit', stateHeader(quotas));
    }
    return payload;
  });
};
