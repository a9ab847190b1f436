import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './errorLog';

export interface LoggerSettings {
  level: string;
  /** Human-readable lines (pino-pretty) instead of JSON. */
  pretty: boolean;
}

/**
 * Query parameters that carry credentials, by their name: report URLs add the session as `accesstoken` (spec §7),
 * and a partner may send its key as `?apiKey=` or `?access_token=` although the API never reads it there. Any name
 * with token, key, secret, pass(word), otp, sig(nature), auth, session, credential or ticket in it is redacted.
 */
const SECRET_NAME = /token|key|secret|pass|pwd|otp|sig|auth|session|credential|ticket/i;
const QUERY_PARAMETER = /([?&])([^=&#]*)=([^&#]*)/g;

const redactQuery = (url: string): string =>
  url.replace(QUERY_PARAMETER, (whole, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A name that is not valid percent-encoding is judged as it is.
    }
    return SECRET_NAME.test(decoded) ? `${separator}${name}=[Redacted]` : whole;
  });

/**
 * Request headers that carry credentials, wherever a log line holds headers: the request, or a plugin's own
 * options (@fastify/multipart logs its busboy options, headers included, at trace level).
 */
const SECRET_HEADERS = ['authorization', 'token', 'cookie', 'deviceid'];

/** pino-pretty is a development dependency: without it (a production install), plain JSON lines. */
export const canPrettyPrint = (): boolean => {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};

/**
 * A stored file's address, with its signed link: the id says which file a merchant fetched and, with the link, opens
 * it until it expires. The upload calls' own paths are no id and stay readable.
 */
const FILE_PATH = /(\/api\/file\/)(?!upload-(?:file|image)(?:[?#]|$))[^#]*/i;

/** A download ticket (server/exports) works once within a minute, but it is a credential while it does. */
const TICKET_PATH = /(\/api\/report\/download\/)[^?#]*/i;

export const redactUrl = (url: string): string =>
  redactQuery(url.replace(FILE_PATH, '$1[Redacted]').replace(TICKET_PATH, '$1[Redacted]'));

/**
 * Fastify's logger (pino). Request bodies are never logged: only method, url, host and remote address; an error
 * logs without the values of a failed query (errorLog.ts).
 */
export const loggerOptions = ({ level, pretty }: LoggerSettings): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: [...SECRET_HEADERS.flatMap((name) => [`req.headers.${name}`, `*.headers.${name}`]), 'req.body'], censor: '[Redacted]' },
  serializers: {
    err: serializeError,
    req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
  ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
});
