/**
 * Is this failure "the database cannot be reached right now" rather than a bug or a refused statement? Such a
 * failure answers 503 with Retry-After (the client may try again once PostgreSQL is back), never 500.
 *
 * What PostgreSQL and node-postgres throw while the server restarts, is down or refuses connections:
 * - SQLSTATE class 08 (connection exception), 57P01..57P03 (the administrator or a crash ended the session, or
 *   the server is starting or shutting down), 53300 (too many connections);
 * - socket errors of the connection (refused, reset, broken pipe, timeout, name lookup);
 * - node-postgres's own messages for a connection that ended, or a pool that could not connect in time.
 * drizzle wraps driver errors in DrizzleQueryError with the driver's error as `cause`: the chain is walked.
 */

const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const codeOf = (error: object): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

const isConnectionFailure = (error: object): boolean => {
  const code = codeOf(error);
  if (code !== undefined && (code.startsWith('08') || SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : '';
  return DRIVER_MESSAGES.some((known) => message.startsWith(known));
};

/** True when `error`, or an error it was caused by, says the database is out of reach. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  // A bounded walk: a cause chain that loops must not hang the error handler.
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    if (isConnectionFailure(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Seconds a client is told to wait: PostgreSQL restarts in a few seconds; 2 spreads the retries without idling. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Runs `work` again while it fails because the database is out of reach, waiting `waitsMs` before each new try (a
 * connection the restart cut is replaced by the pool in between), then throws what the last try threw. For a step
 * whose loss costs more than its repetition; `work` must be safe to run again after a try whose outcome is unknown
 * (a commit whose answer was lost).
 */
export const retryWhileUnavailable = async <T>(work: () => Promise<T>, waitsMs: readonly number[] = [200, 1_000]): Promise<T> => {
  for (let retry = 0; ; retry++) {
    try {
      return await work();
    } catch (error) {
      if (retry >= waitsMs.length || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitsMs[retry]));
    }
  }
};
