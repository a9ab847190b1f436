/**
 * Error codes of the `err` field (or the HTTP status, when the body has none) that the app acts on, by name.
 * Kept free of zod so the sign-in entry can import them without pulling the schema library into its chunk.
 */
export const ERR = {
  ok: 200,
  /** Spec §8: thrown with the body. */
  partial: 206,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** The request clashes with stored data (a delete of a record others still refer to): the message says how. */
  conflict: 409,
  /** The request's precondition (`If-Match`, `If-None-Match`) no longer holds: someone else wrote first. */
  preconditionFailed: 412,
  tooManyRequests: 429,
  serverError: 500,
  /** Spec §8: the body is returned silently. */
  unavailable: 503,
} as const;

/** Session no longer valid: the client signs the user out (CONTRACT.md). */
export const ERR_SESSION_INVALID = 8013;

/** The codes that mean the session is gone: the user must sign in again. */
export const isSessionLostCode = (code: number): boolean => code === ERR.unauthorized || code === ERR_SESSION_INVALID;

/**
 * `message` of a 429 from a per-user limit (uploads, reports); `data.retryAfterSeconds` says how long to wait.
 * Its translations take `%{seconds}`.
 */
export const TOO_MANY_REQUESTS = 'app.http.tooManyRequests';
