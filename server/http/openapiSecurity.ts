import { ERR_SESSION_INVALID } from '../../src/api/codes';

/**
 * How callers prove who they are, as the OpenAPI document declares it (`components.securitySchemes`) and each
 * operation names it: the session (bearer plus its second token), a partner API key, or nothing (public routes).
 */

export type SecurityRequirement = Record<string, string[]>;

export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token `verifyLogin` (or `login`, on a trusted device) answered in `data.token`. A session ends on '
      + `logout, after SESSION_IDLE_MINUTES without a call, or SESSION_ABSOLUTE_HOURS after sign-in; then calls answer 401 with err ${ERR_SESSION_INVALID}.`,
  },
  sessionToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Token',
    description: 'The session\'s second token (`data.tokenMcPt`). Optional; when sent it must belong to the same session.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'mpk_live_…',
    description: 'A partner API key made on the API keys screen (shown once). It reads only its merchant\'s data, within its scopes.',
  },
} as const;

/** Signed-in calls: the session with its second token, or the session alone. */
export const SESSION_SECURITY: SecurityRequirement[] = [{ session: [], sessionToken: [] }, { session: [] }];

/**
 * Where the partner API's routes live (CONTRACT.md "Partner API"): every route under it takes an API key, never a
 * session, whichever plugin registers it (server/auth/guard.ts).
 */
export const PARTNER_API_PREFIX = '/api/v1/';

/** The partner API (`/api/v1/…`): an API key as the bearer. */
export const API_KEY_SECURITY: SecurityRequirement[] = [{ apiKey: [] }];

/** Public calls that also take a session when one is sent (file downloads). */
export const OPTIONAL_SESSION_SECURITY: SecurityRequirement[] = [{}, ...SESSION_SECURITY];
