/** Content-Disposition (RFC 6266) of a download: an ASCII name for old clients, the exact one in `filename*` (RFC 8187). */

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
