/**
 * What a log line keeps of an error (pino's `err` serializer). A failed query keeps its statement and its
 * SQLSTATE, never its values: the parameters carry record data, user names and device values, and PostgreSQL's
 * own message and detail quote them (`invalid input syntax for type integer: "…"`, `Key (username)=(…) already
 * exists`). drizzle puts the parameters in its message (`Failed query: … params: …`) and PGlite copies them onto
 * its error, so neither message nor any own property of a database error is logged as it is.
 */
export type LoggedError = {
  type: string;
  message: string;
  /** For a failed query, the call frames only: a stack's first line repeats the message. */
  stack: string;
  /** SQLSTATE of a failed query, or the `code` of any other error (`ENOENT`, `FST_ERR_…`). */
  code?: string;
  /** The failed query's text, with `$1`… where its values went. */
  statement?: string;
  /** Names of the schema objects a failed query tripped over: no values. */
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  cause?: LoggedError;
};

type Fields = Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

const fieldsOf = (value: unknown): Fields | null => (typeof value === 'object' && value !== null ? (value as Fields) : null);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The error and its causes, outermost first. */
const chain = (error: unknown): Fields[] => {
  const links: Fields[] = [];
  for (let link = fieldsOf(error); link && links.length < MAX_CAUSES && !links.includes(link); link = fieldsOf(link.cause)) {
    links.push(link);
  }
  return links;
};

/** Both drivers' server errors carry a SQLSTATE `code` and a `severity`. */
const isServerError = (link: Fields): boolean => typeof link.code === 'string' && SQLSTATE.test(link.code) && typeof link.severity === 'string';

/** drizzle's DrizzleQueryError and PGlite's errors name their statement `query` and carry `params` beside it. */
const isQueryFailure = (link: Fields): boolean => typeof link.query === 'string' && 'params' in link;

const framesOf = (error: Fields): string =>
  (text(error.stack) ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

const typeOf = (error: Fields): string =>
  text(error.name) ?? text((error.constructor as { name?: unknown } | undefined)?.name) ?? 'Error';

/** Only the entries that hold a text. */
const present = (entries: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));

const databaseFailure = (links: Fields[]): LoggedError => {
  const server = links.find(isServerError);
  const code = text(server?.code);
  return {
    type: typeOf(links[0]),
    message: code ? `query failed (SQLSTATE ${code})` : 'query failed',
    stack: framesOf(links[0]),
    ...present({
      code,
      statement: links.map((link) => text(link.query)).find((query) => query !== undefined),
      constraint: text(server?.constraint),
      table: text(server?.table),
      column: text(server?.column),
    }),
  };
};

const plainError = (links: Fields[], index: number): LoggedError => {
  const error = links[index];
  const code = text(error.code);
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : undefined;
  const next = index + 1 < links.length ? plainError(links, index + 1) : undefined;
  return {
    type: typeOf(error),
    message: text(error.message) ?? '',
    stack: text(error.stack) ?? '',
    ...(code ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(next ? { cause: next } : {}),
  };
};

export const serializeError = (error: unknown): LoggedError => {
  const links = chain(error);
  if (links.length === 0) return { type: typeof error, message: String(error), stack: '' };
  if (links.some((link) => isServerError(link) || isQueryFailure(link))) return databaseFailure(links);
  return plainError(links, 0);
};
