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

  constructor(err: number, message: string, options: { status?: number; data?: unknown } = {}) {
    super(message);
    this.name = 'AppError';
    this.err = err;
    this.status = options.status ?? (isHttpStatus(err) ? err : 400);
    this.data = options.data ?? null;
  }
}

export const MESSAGES = {
  ok: 'ok',
  badRequest: 'badRequest',
  dataNotFound: 'dataNotFound',
  internalServerError: 'internalServerError',
  serviceUnavailable: 'serviceUnavailable',
} as const;

export const notFound = (message: string = MESSAGES.dataNotFound) => new AppError(404, message);
