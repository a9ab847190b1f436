import type { Envelope } from '../../src/api/envelope';

export const ok = <T>(data: T, message = 'ok'): Envelope<T> => ({ err: 200, message, data });

const isHttpStatus = (code: number) => Number.isInteger(code) && code >= 100 && code <= 599;

/**
 * An answer other than success, thrown by a service or route: `err` is the error code of the envelope,
 * `message` a message key the app translates. The HTTP status is `err` when that is an HTTP code.
 */
export class AppError extends Error {
  readonly err: number;
  readonly status: number;
  readonly data: unknown;
  /** Extra answer headers, such as `Retry-After`. */
  readonly headers: Record<string, string>;

  constructor(err: number, message: string, options: { status?: number; data?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.err = err;
    this.status = options.status ?? (isHttpStatus(err) ? err : 400);
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }
}

/** 429 with `data.retryAfterSeconds` and the same in `Retry-After`. */
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { data: { retryAfterSeconds }, headers: { 'retry-after': String(retryAfterSeconds) } });

export const MESSAGES = {
  ok: 'ok',
  badRequest: 'badRequest',
  dataNotFound: 'dataNotFound',
  internalServerError: 'internalServerError',
  serviceUnavailable: 'serviceUnavailable',
} as const;

export const notFound = (message: string = MESSAGES.dataNotFound) => new AppError(404, message);
