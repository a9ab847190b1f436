import { ERR_SESSION_INVALID } from '../api/codes';
import { clearStorageExceptKept, readStored, readStoredJson } from '../authProvider/storage';
import { HttpError } from './HttpError';
import { emitNotice } from './notices';

/**
 * The one HTTP client of the app (spec §7 shared helper, §8 error catalogue): every call to the API
 * goes through `httpClient`, and only this module knows what each error code means for the user.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, except for GET, which has no body. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The parsed body of an answer; `err` and `message` per the response envelope (CONTRACT.md). */
export interface ApiBody {
  err?: number;
  message?: string;
  data?: unknown;
  [key: string]: unknown;
}

export const HTTP_MESSAGES = {
  badRequest: 'Bad Request',
  sessionExpired: 'session_expired_please_login_again',
  forbidden: 'Forbidden',
  forbiddenFallback: 'badRequest',
  notFound: 'dataNotFound',
  serverError: 'internalServerError',
  somethingWrong: 'Something wrong.',
} as const;

type SessionExpiredHandler = () => void;

const goToLogin: SessionExpiredHandler = () => {
  clearStorageExceptKept();
  window.location.hash = '#/login';
};

let sessionExpiredHandler: SessionExpiredHandler = goToLogin;

/** The admin shell replaces the default (clear storage, go to /login) with react-admin's logout. */
export const setSessionExpiredHandler = (handler: SessionExpiredHandler | null): void => {
  sessionExpiredHandler = handler ?? goToLogin;
};

/** `Token` carries the second stored token; it is kept as `{ token }` (login `data.tokenMcPt`) or as the raw string. */
const secondToken = (): string | null => {
  const stored = readStoredJson<{ token?: unknown } | string>('tokenMcPt');
  if (typeof stored === 'string') return stored;
  if (stored && typeof stored.token === 'string') return stored.token;
  return readStored('tokenMcPt');
};

export const authHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { Authorization: `Bearer ${readStored('session') ?? 'customer'}` };
  const token = secondToken();
  if (token) headers.Token = token;
  const deviceId = readStored('deviceId');
  if (deviceId) headers.deviceId = deviceId;
  return headers;
};

const parseBody = async (response: Response): Promise<ApiBody | null> => {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as ApiBody) : null;
  } catch {
    return null;
  }
};

const sessionLost = (body: ApiBody | null, code: number): never => {
  emitNotice({ message: HTTP_MESSAGES.sessionExpired, type: 'error' });
  sessionExpiredHandler();
  throw new HttpError(HTTP_MESSAGES.sessionExpired, code, body);
};

/** Applies the error catalogue of spec §8 to one answer. */
export const handleAnswer = (httpStatus: number, body: ApiBody | null): ApiBody => {
  const code = typeof body?.err === 'number' ? body.err : httpStatus;
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
  if (code === ERR_SESSION_INVALID) return sessionLost(body, code);
  switch (code) {
    case 200:
      return body ?? {};
    case 206:
      throw new HttpError(serverMessage ?? 'partial', code, body);
    case 400:
      emitNotice({ message: HTTP_MESSAGES.badRequest, type: 'warning' });
      throw new HttpError(serverMessage ?? HTTP_MESSAGES.badRequest, code, body);
    case 401:
      return sessionLost(body, code);
    case 403:
      emitNotice({ message: HTTP_MESSAGES.forbidden, detail: serverMessage ?? HTTP_MESSAGES.forbiddenFallback, type: 'warning' });
      throw new HttpError(serverMessage ?? HTTP_MESSAGES.forbidden, code, body);
    case 404:
      emitNotice({ message: HTTP_MESSAGES.notFound, type: 'error' });
      throw new HttpError(HTTP_MESSAGES.notFound, code, body);
    case 500:
      emitNotice({ message: serverMessage ?? HTTP_MESSAGES.serverError, type: 'error' });
      throw new HttpError(serverMessage ?? HTTP_MESSAGES.serverError, code, body);
    case 503:
      return body ?? {};
    default:
      emitNotice({ message: HTTP_MESSAGES.somethingWrong, type: 'warning' });
      throw new HttpError(serverMessage ?? HTTP_MESSAGES.somethingWrong, code, body);
  }
};

const send = async (path: string, init: RequestInit): Promise<ApiBody> => {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all (offline, server down): the catalogue's fallback.
    emitNotice({ message: HTTP_MESSAGES.somethingWrong, type: 'warning' });
    throw new HttpError(HTTP_MESSAGES.somethingWrong, 0, null);
  }
  return handleAnswer(response.status, await parseBody(response));
};

/** Calls the API with the session headers and applies the error catalogue. */
export const httpClient = (path: string, options: RequestOptions = {}): Promise<ApiBody> => {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...authHeaders(),
    ...options.headers,
  };
  const hasBody = method !== 'GET' && options.body !== undefined;
  return send(path, {
    method,
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
};

/** Multipart upload with the session as bearer; the browser sets the multipart boundary. */
export const uploadForm = (path: string, form: FormData, signal?: AbortSignal): Promise<ApiBody> =>
  send(path, { method: 'POST', headers: { Accept: 'application/json', ...authHeaders() }, body: form, signal });
