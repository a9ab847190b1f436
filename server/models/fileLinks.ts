import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_LINK_PARAM, storedFileUrl } from '../../src/core/fileLinks';

export type FileLinkVerdict = 'valid' | 'expired' | 'invalid';

/** Signs and checks the short-lived file links (`/api/file/<id>?t=<expiry>.<signature>`, src/core/fileLinks.ts). */
export interface FileLinkSigner {
  /** The signed link to a file; only ever called for a file the caller may see. */
  link(id: string): string;
  /** Whether `token` (the `t` parameter) is a valid, unexpired signature of `id`. */
  check(id: string, token: string | undefined): FileLinkVerdict;
  /** Seconds until `token` expires (0 when it has). */
  secondsLeft(token: string): number;
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
/** Expiries are rounded up to this step: a file keeps one link for a while, so the browser's cache serves it. */
const MAX_STEP_SECONDS = 300;

export interface FileLinkSettings {
  /** The server secret (AUTH_SECRET); links use a key derived from it, never the secret itself. */
  secret: string;
  ttlMinutes: number;
  now: () => Date;
}

export const createFileLinkSigner = ({ secret, ttlMinutes, now }: FileLinkSettings): FileLinkSigner => {
  const key = createHmac('sha256', secret).update('file-links').digest();
  const signature = (id: string, expiry: number) => createHmac('sha256', key).update(`${id}.${expiry}`).digest();
  const ttlSeconds = Math.max(1, Math.round(ttlMinutes * 60));
  const step = Math.min(ttlSeconds, MAX_STEP_SECONDS);
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    link(id) {
      const expiry = Math.ceil((nowSeconds() + ttlSeconds) / step) * step;
      return `${storedFileUrl(id)}?${FILE_LINK_PARAM}=${expiry}.${signature(id, expiry).toString('base64url')}`;
    },

    check(id, token) {
      const match = token === undefined ? null : TOKEN.exec(token);
      if (!match) return 'invalid';
      const expiry = Number(match[1]);
      // Compared as text: base64url's last character carries two unused bits, so decoding first would let four
      // spellings of one signature pass, and a link would have more than one valid form.
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(signature(id, expiry).toString('base64url'));
      // A changed expiry breaks the signature too: only an untouched link can be merely 'expired'.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return nowSeconds() < expiry ? 'valid' : 'expired';
    },

    secondsLeft(token) {
      const match = TOKEN.exec(token);
      return match ? Math.max(0, Number(match[1]) - nowSeconds()) : 0;
    },
  };
};
