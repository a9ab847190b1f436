/**
 * The addresses of our own stored files, shared by the app and the server. A file is stored in records as
 * `/api/file/<uuid v4>` (or, for Upload fields, the bare id), and answered as a short-lived signed link
 * `/api/file/<uuid v4>?t=<expiry>.<signature>`: `<img>` tags send no session header, so the link itself carries
 * the permission, for a while. One query parameter and no `&`: the link reads the same inside HTML attributes.
 */
export const FILE_ID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
/** Expiry in Unix seconds, a dot, then the HMAC-SHA256 in base64url (43 characters). */
export const FILE_LINK_TOKEN_SOURCE = '\\d{1,12}\\.[A-Za-z0-9_-]{43}';
/** The query parameter that carries the token. */
export const FILE_LINK_PARAM = 't';

/** The id of a file of our own store, as upload-file answers it (`created[0].id`). */
export const OWN_FILE_ID = new RegExp(`^${FILE_ID_SOURCE}$`);
/** One of our own files, exactly: stored form or signed link (no other query, no encoded or dot segments). */
export const OWN_FILE_URL = new RegExp(`^/api/file/${FILE_ID_SOURCE}(?:\\?${FILE_LINK_PARAM}=${FILE_LINK_TOKEN_SOURCE})?$`);

/** Every own-file address inside a text (rich text holds them in `src` attributes), signed or not. */
const FILE_URL_IN_TEXT = new RegExp(`/api/file/(${FILE_ID_SOURCE})(?:\\?${FILE_LINK_PARAM}=${FILE_LINK_TOKEN_SOURCE})?`, 'g');

/** The stored form of a file's address. */
export const storedFileUrl = (id: string): string => `/api/file/${id}`;

/** `text` with each own-file address replaced by `replace(id)`; signed links count as their file's address. */
export const replaceFileUrls = (text: string, replace: (id: string) => string): string =>
  text.replace(FILE_URL_IN_TEXT, (_match, id: string) => replace(id));

/** The ids of the own-file addresses in `text`. */
export const fileIdsInText = (text: string): string[] => [...text.matchAll(FILE_URL_IN_TEXT)].map((match) => match[1]);
