import type { FileContentType, ImageContentType } from '../../../src/api/files';
import { zipKind } from './zipEntries';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** The image types, by their magic bytes. */
export const detectImageType = (bytes: Uint8Array): ImageContentType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Markup a browser could render or run (HTML, SVG, XML) and script interpreter lines. Text is served as a
 * `text/plain` attachment with nosniff anyway; refusing these keeps stored "text" from being anything else.
 */
const ACTIVE_CONTENT = /<\s*(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|link|style|img|a\s+href|xml|\?xml)\b|^\s*#!/i;

/** Plain text or CSV: valid UTF-8 with no NUL byte and nothing that looks like markup or a script. */
const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  return !ACTIVE_CONTENT.test(text.replace(/^\uFEFF/, ''));
};

/**
 * The type of an uploaded file, from its bytes only (the name and the declared type are never trusted), or
 * null when it is not one of the accepted types (HTML, SVG, scripts, executables and anything unknown).
 */
export const detectFileType = (bytes: Uint8Array): FileContentType | null => {
  const image = detectImageType(bytes);
  if (image) return image;
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return zipKind(bytes);
  if (isPlainText(bytes)) return 'text/plain; charset=utf-8';
  return null;
};

export const isImageType = (contentType: string): contentType is ImageContentType => contentType.startsWith('image/');
