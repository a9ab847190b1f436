export const MAX_NAME_LENGTH = 200;

/** Control characters and the invisible direction marks that can make `evil.exe` read as `exe.live`. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The user's file name cleaned for display: no folders, no control or direction characters, at most 200
 * characters. Only ever shown (and sent in Content-Disposition); storage uses the server's uuid.
 */
export const displayName = (name: string | undefined, fallback: string): string => {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE_CHARACTERS, '').trim();
  const capped = Array.from(clean).slice(0, MAX_NAME_LENGTH).join('').trim();
  return capped === '' || capped === '.' || capped === '..' ? fallback : capped;
};

/** Printable ASCII without `"`, `\` and `%` (some browsers decode it): what an old client can show. */
const asciiFallback = (name: string): string =>
  name
    .replace(/[đĐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');

/** RFC 8187 value characters: anything else is percent-encoded. */
const encodeRfc8187 = (name: string): string =>
  encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** `inline` or `attachment`, with an ASCII `filename` for old clients and the exact name in `filename*`. */
export const contentDisposition = (type: 'inline' | 'attachment', name: string): string =>
  `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
