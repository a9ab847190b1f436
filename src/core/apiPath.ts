/**
 * A relative path of the API, as page definitions name their apis and as list calls are sent: `/api/...` with
 * plain segments only (letters, digits, `_ ~ . -`), so no `//`, `\`, scheme, query, escapes or `.`/`..` segments,
 * which fetch would resolve to another path.
 */
export const API_PATH = /^\/api(\/[A-Za-z0-9_~.-]+)+\/?$/;

export const hasDotSegment = (path: string): boolean => path.split('/').some((segment) => /^\.+$/.test(segment));

/** Whether `path` may be called with the session: a relative `/api/...` path of this site, nothing else. */
export const isApiPath = (path: string): boolean => API_PATH.test(path) && !hasDotSegment(path);
