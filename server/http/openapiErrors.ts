import { ERR, ERR_SESSION_INVALID, TOO_MANY_REQUESTS } from '../../src/api/codes';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { MESSAGES } from './envelope';
import { RETRY_AFTER_HEADER } from './openapiRateLimits';

/**
 * The error answers of the API (spec §8) as the OpenAPI document describes them: one response component per HTTP
 * status, each the `{ err, message, data }` envelope with the `err` codes that status carries and a realistic
 * example. Operations point at them (`#/components/responses/<name>`); openapi.ts decides which an operation gets.
 */

type Json = Record<string, unknown>;

/** The statuses an operation may be documented to answer besides its own (route schema) answers. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 412, 413, 415, 422, 429, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export const isErrorStatus = (status: number): status is ErrorStatus => (ERROR_STATUSES as readonly number[]).includes(status);

interface ErrorAnswer {
  name: string;
  description: string;
  /** The `err` values this status carries: the status itself, and ERR_SESSION_INVALID (session lost) for 401. */
  codes: readonly number[];
  /** What `data` holds (JSON Schema); anything when not said. */
  data?: Json;
  examples: Record<string, { summary: string; value: Json }>;
  headers?: Record<string, Json>;
}

const issueSchema: Json = {
  type: 'object',
  properties: {
    path: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' },
    origin: { type: 'string', description: 'too_small / too_big: what was measured (string, number, array)' },
    minimum: { type: 'number', description: 'too_small: the least allowed (length, value or items)' },
    maximum: { type: 'number', description: 'too_big: the most allowed' },
    received: { const: 'undefined', description: 'invalid_type: the field was left out' },
  },
  required: ['path', 'code', 'message'],
};

const ANSWERS: Record<ErrorStatus, ErrorAnswer> = {
  400: {
    name: 'BadRequest',
    description: 'Bad Request: a field is missing or invalid (`data.field` names its path, e.g. `shop.phone` or `apis.2.url`, '
      + '`data.issues` lists every problem), the JSON is malformed, or a business rule refused the request (the message key says which).',
    codes: [ERR.badRequest],
    examples: {
      validation: {
        summary: 'A field failed its schema',
        value: {
          err: ERR.badRequest, message: 'phone: Invalid string: must match pattern /^0\\d{9}$/',
          data: { field: 'phone', issues: [{ path: 'phone', code: 'invalid_format', message: 'Invalid string: must match pattern /^0\\d{9}$/' }] },
        },
      },
      rule: { summary: 'A business rule', value: { err: ERR.badRequest, message: 'app.shops.errors.duplicateCode', data: { field: 'code' } } },
    },
    data: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { field: { type: 'string', description: 'path of the first bad field' }, issues: { type: 'array', items: issueSchema } },
        },
      ],
    },
  },
  401: {
    name: 'Unauthorized',
    description: `Unauthorized: no session was sent (err 401), or the session is unknown, expired, revoked or its Token header `
      + `does not match (err ${ERR_SESSION_INVALID}): sign in again. When a lock of the user or merchant ended the session, the message `
      + `is \`${AUTH_MESSAGES.accountLocked}\` (signing in is refused too until the owner activates it). For the partner API: no valid API key.`,
    codes: [ERR.unauthorized, ERR_SESSION_INVALID],
    data: { type: 'null' },
    examples: {
      noSession: { summary: 'No session sent', value: { err: ERR.unauthorized, message: AUTH_MESSAGES.sessionInvalid, data: null } },
      sessionLost: { summary: 'The session is no longer valid', value: { err: ERR_SESSION_INVALID, message: AUTH_MESSAGES.sessionInvalid, data: null } },
      accountLocked: { summary: 'A lock ended the session', value: { err: ERR_SESSION_INVALID, message: AUTH_MESSAGES.accountLocked, data: null } },
    },
  },
  403: {
    name: 'Forbidden',
    description: 'Forbidden: the caller\'s role lacks the permission the call needs, the first password must be changed first, '
      + 'or a signed link is expired or altered.',
    codes: [ERR.forbidden],
    examples: { forbidden: { summary: 'The role lacks the permission', value: { err: ERR.forbidden, message: AUTH_MESSAGES.forbidden, data: null } } },
  },
  404: {
    name: 'NotFound',
    description: 'Data Not Found: the id is unknown, or belongs to another merchant (the answer is the same).',
    codes: [ERR.notFound],
    examples: { notFound: { summary: 'Unknown or another merchant\'s', value: { err: ERR.notFound, message: MESSAGES.dataNotFound, data: null } } },
  },
  409: {
    name: 'Conflict',
    description: 'Conflict: the request clashes with stored data (a record still referred to, a transfer that expired, a job still '
      + 'running, the same idempotency key still being served); the message says how.',
    codes: [ERR.conflict],
    examples: {
      inUse: {
        summary: 'A record others still refer to',
        value: { err: ERR.conflict, message: 'app.records.recordInUse', data: { count: 2, smart_count: 2, kinds: 'Cửa hàng' } },
      },
    },
  },
  412: {
    name: 'PreconditionFailed',
    description: 'Precondition failed: the `If-Match` version is no longer the current one, or `If-None-Match: *` met a stored '
      + 'one; someone else wrote first. `data.version` is the current version (null: none).',
    codes: [ERR.preconditionFailed],
    examples: {
      changed: {
        summary: 'Another editor saved the page since it was opened',
        value: { err: ERR.preconditionFailed, message: 'pageChanged', data: { version: 8 } },
      },
    },
  },
  410: {
    name: 'Gone',
    description: 'Gone: the file or the one-time link existed but is no longer served.',
    codes: [410],
    examples: { gone: { summary: 'The export file was removed', value: { err: 410, message: 'app.exports.fileExpired', data: null } } },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'Payload Too Large: the body, a file, an image\'s pixels or the merchant\'s storage quota is over its limit.',
    codes: [413],
    examples: {
      tooLarge: { summary: 'The body is over the limit', value: { err: 413, message: 'Request body is too large', data: null } },
    },
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'Unsupported Media Type: the body is not in a content type the call reads (JSON, or multipart for uploads).',
    codes: [415],
    examples: {
      mediaType: { summary: 'A text body', value: { err: 415, message: 'Unsupported Media Type: text/plain', data: null } },
    },
  },
  422: {
    name: 'UnprocessableContent',
    description: 'Unprocessable Content: the Idempotency-Key was already used with another body.',
    codes: [422],
    examples: { keyReused: { summary: 'A key reused for another body', value: { err: 422, message: 'idempotencyKeyReused', data: null } } },
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too Many Requests: a rate limit was reached; wait `Retry-After` seconds (also in `data.retryAfterSeconds`).',
    codes: [ERR.tooManyRequests],
    data: {
      anyOf: [
        { type: 'null' },
        { type: 'object', properties: { retryAfterSeconds: { type: 'integer', minimum: 0 } } },
      ],
    },
    headers: RETRY_AFTER_HEADER,
    examples: {
      limited: { summary: 'Over the per-user limit', value: { err: ERR.tooManyRequests, message: TOO_MANY_REQUESTS, data: { retryAfterSeconds: 42 } } },
    },
  },
  500: {
    name: 'InternalServerError',
    description: 'Internal Server Error: an unexpected failure; no detail is given (the server logs it).',
    codes: [ERR.serverError],
    data: { type: 'null' },
    examples: { failure: { summary: 'Unexpected failure', value: { err: ERR.serverError, message: MESSAGES.internalServerError, data: null } } },
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'Service Unavailable: a service the call depends on (the database, the SMS gateway) cannot be reached; try again later '
      + '(after `Retry-After` seconds when it is sent: the database restarting or out of reach). A write refused so was not made: '
      + 'send it again, with the same Idempotency-Key where the call takes one.',
    codes: [ERR.unavailable],
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again (the database out of reach)', schema: { type: 'integer', minimum: 0 } } },
    examples: {
      unavailable: { summary: 'A dependency is down', value: { err: ERR.unavailable, message: MESSAGES.serviceUnavailable, data: null } },
    },
  },
};

const envelopeOf = ({ codes, data }: ErrorAnswer): Json => ({
  type: 'object',
  properties: {
    err: { type: 'integer', enum: [...codes], description: 'the error code (spec §8)' },
    message: { type: 'string', description: 'a message key the app translates, or a short English text' },
    data: { description: 'what the refusal says beyond the message', ...(data ?? {}) },
  },
  required: ['err', 'message', 'data'],
});

/** `components.responses`: one entry per error status that operations use. */
export const errorResponseComponents = (used: ReadonlySet<ErrorStatus>): Record<string, Json> =>
  Object.fromEntries(ERROR_STATUSES.filter((status) => used.has(status)).map((status) => {
    const answer = ANSWERS[status];
    return [answer.name, {
      description: answer.description,
      ...(answer.headers ? { headers: answer.headers } : {}),
      content: { 'application/json': { schema: envelopeOf(answer), examples: answer.examples } },
    }];
  }));

export const errorResponseRef = (status: ErrorStatus): Json => ({ $ref: `#/components/responses/${ANSWERS[status].name}` });
