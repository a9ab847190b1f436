/**
 * Error codes of the `err` field that the app acts on. Kept free of zod so the sign-in entry can import them
 * without pulling the schema library into its chunk.
 */

/** Session no longer valid: the client signs the user out (CONTRACT.md). */
export const ERR_SESSION_INVALID = 8013;

/**
 * `message` of a 429 from a per-user limit (uploads, reports); `data.retryAfterSeconds` says how long to wait.
 * Its translations take `%{seconds}`.
 */
export const TOO_MANY_REQUESTS = 'app.http.tooManyRequests';
