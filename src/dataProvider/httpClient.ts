import { AUTH_MESSAGES } from '../api/authMessages';
import { ERR, isSessionLostCode } from '../api/codes';
import { readLocale } from '../i18n/locales';
import { readStored, readStoredJson } from '../storage';
import { firstIssueOf, issueMessage } from '../core/validationIssue';
import { HttpError } from './HttpError';
import { emitHttpError, emitNotice as emit, type Notice } from './notices';

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
  /**
   * The caller shows a failure itself (the sign-in screens, the password change): no notice is raised, so the
   * user sees exactly one message. Losing the session still signs out.
   */
  quiet?: boolean;
  /**
   * The caller says a 404 itself, in place (a record or voucher screen that found nothing): no notice for it, so
   * the user reads "not found" once, in the screen's words. Every other failure is noticed as usual.
   */
  handlesNotFound?: boolean;
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
  /** A 429 that says neither `data.retryAfterSeconds` nor `Retry-After`. */
  tooManyAttemptsLater: 'app.http.tooManyAttemptsLater',
} as const;

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
  return headers;
};

export const parseBody = async (response: Response): Promise<ApiBody | null> => {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as ApiBody) : null;
  } catch {
    return null;
  }
};

/** How an answer was received, beside its status and body. */
export interface AnswerContext {
  /** No notices: the caller shows the failure (RequestOptions.quiet). */
  quiet?: boolean;
  /** No notice for a 404: the caller says it (RequestOptions.handlesNotFound). */
  handlesNotFound?: boolean;
  /** The `Retry-After` header, in seconds, when the answer had one. */
  retryAfter?: string | null;
}

const positiveSeconds = (value: unknown): number | null => {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
};

/** How long a 429 asks to wait: `data.retryAfterSeconds`, else the `Retry-After` header (in seconds). */
const retryAfterSeconds = (body: ApiBody | null, header: string | null | undefined): number | null => {
  const data = body?.data;
  const fromBody = data !== null && typeof data === 'object' ? (data as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return positiveSeconds(fromBody) ?? positiveSeconds(header);
};

/**
 * Applies the error catalogue of spec §8 to one answer: the notice the user sees, then the answer or the error.
 * Whether an error ends the session is not decided here: every error goes to `onHttpError`, where
 * authProvider's checkError decides.
 */
/** An answer's `data` as message arguments, when it is a flat object of texts and numbers. */
const messageArgsOf = (data: unknown): Record<string, string | number> | undefined => {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const entries = Object.entries(data).filter((entry): entry is [string, string | number] =>
    typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return entries.length ? Object.fromEntries(entries) : undefined;
};

export const handleAnswer = (httpStatus: number, body: ApiBody | null, context: AnswerContext = {}): ApiBody => {
  const code = typeof body?.err === 'number' ? body.err : httpStatus;
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
  let told = false;
  const emitNotice = (notice: Notice): void => {
    if (context.quiet) return;
    emit(notice);
    told = true;
  };
  const fail = (message: string, messageArgs?: Record<string, string | number>): never => {
    const error = new HttpError(message, code, body, messageArgs, told);
    emitHttpError(error);
    throw error;
  };
  if (isSessionLostCode(code)) {
    // Said even to a quiet caller: the screen that called is about to be replaced by /login, which tells why: the
    // account was locked, or the session expired.
    const why = serverMessage === AUTH_MESSAGES.accountLocked ? serverMessage : HTTP_MESSAGES.sessionExpired;
    emit({ message: why, type: 'error' });
    told = true;
    return fail(why);
  }
  switch (code) {
    case ERR.ok:
      return body ?? {};
    case ERR.partial:
      return fail(serverMessage ?? 'partial');
    case ERR.badRequest: {
      // One message (spec §8, merchant portal): the server's, said by the screen that called, in the user's words
      // when the request failed the schema; 'Bad Request' as a warning only when the answer says nothing.
      const issue = firstIssueOf(body?.data);
      if (issue) {
        const { message, args } = issueMessage(issue);
        return fail(message, args);
      }
      if (serverMessage) return fail(serverMessage, messageArgsOf(body?.data));
      emitNotice({ message: HTTP_MESSAGES.badRequest, type: 'warning' });
      return fail(HTTP_MESSAGES.badRequest);
    }
    case ERR.forbidden:
      emitNotice({ message: HTTP_MESSAGES.forbidden, detail: serverMessage ?? HTTP_MESSAGES.forbiddenFallback, type: 'warning' });
      return fail(serverMessage ?? HTTP_MESSAGES.forbidden);
    case ERR.tooManyRequests: {
      // Throttled (sign-in attempts, code sending, per-user limits): the wait is part of the message.
      const seconds = retryAfterSeconds(body, context.retryAfter);
      const message = seconds === null ? HTTP_MESSAGES.tooManyAttemptsLater : (serverMessage ?? AUTH_MESSAGES.tooManyAttempts);
      const messageArgs = seconds === null ? undefined : { seconds, smart_count: seconds };
      emitNotice({ message, type: 'warning', ...(messageArgs ? { messageArgs } : {}) });
      return fail(message, messageArgs);
    }
    case ERR.conflict: {
      // The server's own message, with its `data` as arguments (e.g. how many records still refer to one).
      const messageArgs = messageArgsOf(body?.data);
      const message = serverMessage ?? HTTP_MESSAGES.somethingWrong;
      emitNotice({ message, type: 'warning', ...(messageArgs ? { messageArgs } : {}) });
      return fail(message, messageArgs);
    }
    case ERR.notFound:
      if (!context.handlesNotFound) emitNotice({ message: HTTP_MESSAGES.notFound, type: 'error' });
      return fail(HTTP_MESSAGES.notFound);
    case ERR.serverError:
      emitNotice({ message: serverMessage ?? HTTP_MESSAGES.serverError, type: 'error' });
      return fail(serverMessage ?? HTTP_MESSAGES.serverError);
    case ERR.unavailable:
      return body ?? {};
    default:
      emitNotice({ message: HTTP_MESSAGES.somethingWrong, type: 'warning' });
      return fail(serverMessage ?? HTTP_MESSAGES.somethingWrong);
  }
};

/** The one `fetch` of the app: an answer, or the catalogue's fallback when there is none. */
export const receive = async (path: string, init: RequestInit, quiet: boolean): Promise<Response> => {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all (offline, server down): the catalogue's fallback.
    if (!quiet) emit({ message: HTTP_MESSAGES.somethingWrong, type: 'warning' });
    throw new HttpError(HTTP_MESSAGES.somethingWrong, 0, null, undefined, !quiet);
  }
};

type SendOptions = Pick<RequestOptions, 'quiet' | 'handlesNotFound'>;

const send = async (path: string, init: RequestInit, { quiet = false, handlesNotFound = false }: SendOptions = {}): Promise<ApiBody> => {
  const response = await receive(path, init, quiet);
  return handleAnswer(response.status, await parseBody(response), { quiet, handlesNotFound, retryAfter: response.headers.get('Retry-After') });
};

/** Calls the API with the session headers and applies the error catalogue. */
export const httpClient = (path: string, options: RequestOptions = {}): Promise<ApiBody> => {
  const method = options.method ?? 'POST';
  const hasBody = method !== 'GET' && options.body !== undefined;
  // A JSON content type with an empty body is refused by strict servers (ours answered 400 to logout).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The app's language, not the browser's: the server writes the user's security notices in it.
    'Accept-Language': readLocale(),
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...authHeaders(),
    ...options.headers,
  };
  return send(
    path,
    { method, headers, body: hasBody ? JSON.stringify(options.body) : undefined, signal: options.signal },
    { quiet: options.quiet, handlesNotFound: options.handlesNotFound },
  );
};

/**
 * Multipart upload with the session as bearer; the browser sets the multipart boundary. Quiet: every upload widget
 * says a failure beside its field (useUploadTask), where the person chose the file.
 */
export const uploadForm = (path: string, form: FormData, signal?: AbortSignal): Promise<ApiBody> =>
  send(path, { method: 'POST', headers: { Accept: 'application/json', ...authHeaders() }, body: form, signal }, { quiet: true });

