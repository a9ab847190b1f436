/** Thrown by the HTTP client for every answer that is not a success (spec §8). */
export class HttpError extends Error {
  constructor(
    message: string,
    /** The error code: `err` of the body, else the HTTP status. */
    readonly status: number,
    /** The parsed body, when there was one. */
    readonly body: unknown,
    /** Values for the message's placeholders (e.g. `seconds` of a 429). */
    readonly messageArgs?: Readonly<Record<string, string | number>>,
    /** The HTTP client has said it in a notice already: the screen that called says it no second time. */
    readonly told = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The server's own `message`, when the answer carried one. */
  get serverMessage(): string | null {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  }
}
