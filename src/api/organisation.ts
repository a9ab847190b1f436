/**
 * Shops, employees and their devices (spec §7 `shop`, `submerchant`, `device`): the words both sides share.
 * The wire schemas of each call live beside it (src/api/shops.ts, src/api/submerchants.ts, src/api/devices.ts).
 */

/**
 * Which administrative units an address is written in: `legacy` (spec §3: province → district → ward, before
 * 1 July 2025) or `2025` (Resolution 202/2025/QH15: province → ward, no districts). An address keeps its system.
 */
export const ADDRESS_SYSTEMS = ['legacy', '2025'] as const;
export type AddressSystem = (typeof ADDRESS_SYSTEMS)[number];

/** The kinds of device an employee uses at a shop. */
export const DEVICE_KINDS = ['pos', 'phone', 'tablet'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * An address's area as forms and the wire carry it: the system and the codes (strings, as the data has them).
 * The street is a separate field; the server stores the units' names beside the codes (server/areas).
 */
export interface AreaValue {
  system: AddressSystem;
  provinceCode: string | null;
  districtCode: string | null;
  wardCode: string | null;
}
