/**
 * The one image-address guard, shared by the app (Image and ArrayImage widgets, rich text) and the
 * server's record store (Image and ArrayImage values): an image is shown or stored only when it is
 * - one of our own uploads, exactly `/api/file/<uuid v4>` as upload-image answers it (no query, no encoded or dot
 *   segments, so it can never name another /api path), or
 * - an absolute https: address.
 * Plain data, no DOM: the server imports it too.
 */
const UUID_V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
export const OWN_IMAGE_URL = new RegExp(`^/api/file/${UUID_V4}$`);
/** The id of a file of our own store, as upload-file answers it (`created[0].id`). */
export const OWN_FILE_ID = new RegExp(`^${UUID_V4}$`);

/** Longest address taken (the record store's cap). */
export const IMAGE_URL_MAX = 2_000;

const isHttps = (url: string): boolean => {
  if (!url.startsWith('https://')) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
};

export const isSafeImageUrl = (value: unknown): value is string =>
  typeof value === 'string'
  && value.length <= IMAGE_URL_MAX
  // Spaces, controls and backslashes: browsers drop or rewrite them, so what is checked would not be what loads.
  && !/[\s\\\u0000-\u001f\u007f-\u009f]/.test(value)
  && (OWN_IMAGE_URL.test(value) || isHttps(value));
