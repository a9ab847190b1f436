import type { ShopDetail } from '../../api/shops';

/**
 * react-admin seeds a record's cache from the list's rows, which have no photos or area: until shopDetail answers
 * (it is asked at once), the detail and the form wait for a whole record.
 */
export const isShopDetail = (record: ShopDetail | undefined): record is ShopDetail => Array.isArray(record?.photos);
