import type { ShopRow } from '../../api/shops';

/** The shop's units as stored with it (ward, district, province), so that a renamed unit reads as it was saved. */
export const shopAreaText = (shop: Pick<ShopRow, 'wardName' | 'districtName' | 'provinceName'>): string =>
  [shop.wardName, shop.districtName, shop.provinceName].filter(Boolean).join(', ');

/** A point on a public map (no key needed): the link works without the Google Maps script. */
export const mapLinkOf = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
