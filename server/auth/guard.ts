import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { ERR_SESSION_INVALID } from '../../src/api/codes';
import type { ApiScope } from '../../src/api/apiKeys';
import { ALWAYS_ALLOWED, type Action } from '../../src/api/permissions';
import { answering } from '../http/answers';
import { AppError } from '../http/envelope';
import { PARTNER_API_PREFIX } from '../http/openapiSecurity';
import { Forbidden } from './forbidden';
import type { AuthContext, SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every route that is not public (see `registerAuthGuard`). */
    auth: AuthContext;
  }
  interface FastifyInstance {
    /**
     * Every action a registered route checks with `requireAction`: the permission catalogue must equal it
     * (test/server/roles/catalogue.test.ts), so what the screens offer and what the server enforces cannot drift.
     */
    enforcedActions: ReadonlySet<Action>;
  }
  interface FastifyContextConfig {
    /** Open to anyone: health, captcha, sign-in, forgot password, development hooks. */
    public?: boolean;
    /** Open to a user who must still replace the first password the owner chose (password change, logout). */
    beforeFirstPassword?: boolean;
    /** Open to a user who must still enrol a passkey or an authenticator app (its calls, the profile, logout). */
    beforeStrongFactor?: boolean;
    /** The scope a partner API route (`/api/v1/…`) needs of the API key; such a route without one does not start. */
    partnerScope?: ApiScope;
  }
}

/** The literal the spec's client sends when it has no session (spec §6). */
const NO_SESSION = 'customer';

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match && match[1] !== NO_SESSION ? match[1] : undefined;
};

const secondToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.token;
  return typeof header === 'string' && header !== '' ? header : undefined;
};

/**
 * The session of a request to a public route that may also be called with one (file downloads): null when no
 * bearer is sent, the session-lost error as on any other route when the bearer is no live session.
 */
/** The 401 of a token that is no live session: "account locked" when a lock ended it, else "session expired". */
const sessionLost = async (sessionService: SessionService, token: string): Promise<AppError> =>
  new AppError(ERR_SESSION_INVALID, (await sessionService.lockedBehind(token)) ? AUTH_MESSAGES.accountLocked : AUTH_MESSAGES.sessionInvalid, { status: 401 });

export const sessionIfSent = async (sessionService: SessionService, request: FastifyRequest): Promise<AuthContext | null> => {
  const token = bearer(request);
  if (token === undefined) return null;
  const auth = await sessionService.authenticate(token, secondToken(request));
  if (!auth) throw await sessionLost(sessionService, token);
  if (auth.mustChangePassword) throw new AppError(403, AUTH_MESSAGES.mustChangePassword);
  if (auth.mustEnrolStrongFactor) throw new AppError(403, AUTH_MESSAGES.enrolFirst);
  return auth;
};

export const authenticate = (sessionService: SessionService): onRequestHookHandler => async (request) => {
  const token = bearer(request);
  if (token === undefined) throw new AppError(401, AUTH_MESSAGES.sessionInvalid);
  const auth = await sessionService.authenticate(token, secondToken(request));
  if (!auth) throw await sessionLost(sessionService, token);
  // The server, not the screen, makes the first-password step impossible to skip.
  if (auth.mustChangePassword && !request.routeOptions.config?.beforeFirstPassword) {
    throw new AppError(403, AUTH_MESSAGES.mustChangePassword);
  }
  // Likewise enrolling the strong factor the role requires: lifted at the first request after one is confirmed.
  if (auth.mustEnrolStrongFactor && !auth.mustChangePassword && !request.routeOptions.config?.beforeStrongFactor) {
    throw new AppError(403, AUTH_MESSAGES.enrolFirst);
  }
  request.auth = auth;
};

/**
 * Default deny: every `/api/` route needs a session unless it says `config: { public: true }`; every partner API route
 * (`/api/v1/…`) needs an API key with the scope it names (`config.partnerScope`), whatever plugin registers it and
 * whatever else it says: a partner route cannot be left open or opt out of the key. Register before the routes (an
 * onRoute hook sees only routes added after it).
 */
export const registerAuthGuard = (
  app: FastifyInstance, sessionService: SessionService, apiKeyGuard: (scope: ApiScope) => onRequestHookHandler,
): void => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  const enforced = new Set<Action>();
  app.decorate('enforcedActions', enforced);
  const guard = authenticate(sessionService);
  app.addHook('onRoute', (route) => {
    for (const handler of [route.preHandler ?? []].flat()) {
      for (const action of ACTION_OF.get(handler) ?? []) enforced.add(action);
    }
    // A route's preHandlers are its permission checks (they read the session, never the body): run them before the
    // body is validated, so a caller without the right is told 403, not a 400 describing the body it may not send.
    if (route.preHandler !== undefined) {
      route.preValidation = [...[route.preHandler].flat(), ...(route.preValidation ? [route.preValidation].flat() : [])];
      route.preHandler = undefined;
    }
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    if (route.url.startsWith(PARTNER_API_PREFIX)) {
      const scope = route.config?.partnerScope;
      if (!scope) throw new Error(`${String(route.method)} ${route.url} is a partner API route: it names the key's scope (config.partnerScope)`);
      route.onRequest = [apiKeyGuard(scope), ...existing];
      return;
    }
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.config?.public) return;
    route.onRequest = [guard, ...existing];
  });
};

/** The actions each `requireAction` handler checks: the guard's onRoute hook collects them (`enforcedActions`). */
const ACTION_OF = new WeakMap<object, readonly Action[]>();

/** A preHandler refusing callers who lack `action` (ALWAYS_ALLOWED actions always pass). */
export const requireAction = (action: Action): preHandlerAsyncHookHandler => requireAnyAction([action]);

/**
 * A preHandler refusing callers who hold none of `actions`: a call that several screens need (the shops to choose
 * from: the sales filters' and the employee form's) opens to any of their actions.
 */
export const requireAnyAction = (actions: readonly [Action, ...Action[]]): preHandlerAsyncHookHandler => {
  const handler = answering<preHandlerAsyncHookHandler>([403], async (request) => {
    if (actions.some((action) => ALWAYS_ALLOWED.includes(action) || request.auth?.actions.has(action))) return;
    throw new Forbidden(actions.join(' | '));
  });
  ACTION_OF.set(handler, actions);
  return handler;
};
