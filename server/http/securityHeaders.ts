import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/** style-src needs 'unsafe-inline' because emotion (MUI) injects style elements at run time. */
const BASE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  // No plugins, no <base> that would move every relative URL, no form posting anywhere but here.
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * What the Maps JavaScript API loads (its documented CSP list, without 'unsafe-eval'): allowed only when the build
 * has a maps key, so that a portal without the map trusts no third-party origin.
 */
const MAPS_DIRECTIVES: Directives = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'frame-src': ['https://*.google.com'],
};

const merge = (base: Directives, extra: Directives): Directives => {
  const merged: Directives = { ...base };
  for (const [name, sources] of Object.entries(extra)) merged[name] = [...(merged[name] ?? base['default-src']), ...sources];
  return merged;
};

/** Browsers keep HSTS for a year; sent only on answers that came over HTTPS (directly or through a trusted proxy). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** A maps key is configured: the map's origins join the CSP. */
  maps: boolean;
}

/**
 * The headers helmet sets with these options, worked out once by helmet itself on a stand-in answer. (@fastify/helmet,
 * used before, built helmet's middleware again on every request, CSP parsing included: about 3 % of a list request's
 * CPU.) The directives are fixed strings, so every answer gets the same headers.
 */
export const helmetHeaders = (options: Readonly<HelmetOptions>): Record<string, string> => {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(options)({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * Security headers on every answer (API, app files, docs, errors), helmet's: CSP, nosniff, Referrer-Policy,
 * X-Frame-Options, and HSTS over HTTPS. Register before any other hook, so that an answer given early (401 from the
 * guard, 429 from a limit) carries them too.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, { maps }: SecurityHeaderOptions): Promise<void> => {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: maps ? merge(BASE_DIRECTIVES, MAPS_DIRECTIVES) : BASE_DIRECTIVES },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Helmet would send HSTS over plain HTTP too; the hook below sends it only where it means something.
    strictTransportSecurity: false,
    // The app embeds nothing cross-origin; COEP would also block the map's tiles when a key is set.
    crossOriginEmbedderPolicy: false,
  });
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says the proxy in front is trusted.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
};
