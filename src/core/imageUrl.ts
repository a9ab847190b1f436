import { OWN_FILE_URL } from './fileLinks';

export { OWN_FILE_ID } from './fileLinks';

/**
 * The one image-address guard, shared by the app (Image and ArrayImage widgets, rich text) and the
 * server's record store (Image and ArrayImage values): an image is shown or stored only when it is
 * - one of our own uploads, exactly `/api/file/<uuid v4>` as records store it, or the signed link the server answers
 *   for it (fileLinks.ts; no other query, no encoded or dot segments, so it can never name another /api path), or
 * - an absolute https: address.
 * Plain data, no DOM: the server imports it too.
 */
export const OWN_IMAGE_URL = OWN_FILE_URL;

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
