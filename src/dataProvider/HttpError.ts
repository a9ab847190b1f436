/** Thrown by the HTTP client for every answer that is not a success (spec §8). */
export class HttpError extends Error {
  constructor(
    message: string,
    /** The error code: `err` of the body, else the HTTP status. */
    readonly status: number,
    /** The parsed body, when there was one. */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
