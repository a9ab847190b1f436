/** Where every sign-in lands, and `/` and unknown paths lead (spec §2, §4). */
export const LANDING_PATH = '/dashboard';

/** The route part of a location hash: `#/shop/edit/3?x=1` → `/shop/edit/3`; an empty hash is `/`. */
export const pathOfHash = (hash: string): string => {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
};
