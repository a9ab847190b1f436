import type { FastifyInstance } from 'fastify';

/** style-src needs 'unsafe-inline' because emotion (MUI) injects style elements at run time. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  // No plugins, no <base> that would move every relative URL, no form posting anywhere but here.
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': CONTENT_SECURITY_POLICY,
} as const;

/** Added to every answer (API, app files, docs, errors). Register before anything else. */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(HEADERS);
    return payload;
  });
};
