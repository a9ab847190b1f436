import type { GetListParams } from 'react-admin';
import { ADDRESS_SYSTEMS, type AddressSystem } from '../../api/organisation';
import type { RecordSort } from '../../api/records';
import {
  type CreateShopInput, SHOP_LIMITS, SHOP_SORT_FIELDS, SHOP_STATUSES, shopDetailSchema, type ShopFilters, shopRowSchema, type ShopStatus,
} from '../../api/shops';
import { fileIdsInText } from '../../core/fileLinks';
import { formatLatLng, parseLatLng } from '../../core/latLng';
import { pagingOf } from '../../dataProvider/listParams';
import { byPositiveId, type MerchantResource } from '../../dataProvider/merchantResource';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The shops' data: their list, record, create and update for react-admin (the calls beside them: shopsApi.ts).
 * The shops list's filter values and sort as findShops' list contract, and the shop form's values as
 * createShop/updateShop's body. The list and its Export use the same `shopFiltersOf`, so a file holds what is listed.
 */
export const SHOP_FILTER = { q: 'q', provinceCode: 'provinceCode', districtCode: 'districtCode', status: 'status' } as const;

const isStatus = (value: unknown): value is ShopStatus => SHOP_STATUSES.some((status) => status === value);
const isSystem = (value: unknown): value is AddressSystem => ADDRESS_SYSTEMS.some((system) => system === value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const codeOf = (value: unknown, pattern: RegExp): string | undefined => (typeof value === 'string' && pattern.test(value) ? value : undefined);

export const shopFiltersOf = (values: Readonly<Record<string, unknown>> = {}): ShopFilters => {
  const filters: ShopFilters = {};
  const q = textOf(values[SHOP_FILTER.q]).slice(0, SHOP_LIMITS.searchMax);
  if (q) filters.q = q;
  const provinceCode = codeOf(values[SHOP_FILTER.provinceCode], /^\d{1,3}$/);
  if (provinceCode) filters.provinceCode = provinceCode;
  const districtCode = codeOf(values[SHOP_FILTER.districtCode], /^\d{1,4}$/);
  if (districtCode) filters.districtCode = districtCode;
  const status = values[SHOP_FILTER.status];
  if (isStatus(status)) filters.status = status;
  return filters;
};

export const DEFAULT_SHOP_SORT = { field: 'name', order: 'ASC' } as const;

/** react-admin's sort as the list contract's; a column the server cannot sort on falls back to the name. */
export const shopSortOf = (sort?: { field?: string; order?: string }): RecordSort => {
  const known = SHOP_SORT_FIELDS.some((field) => field === sort?.field);
  return [{ [known ? sort!.field! : DEFAULT_SHOP_SORT.field]: known && sort?.order === 'DESC' ? 'desc' : 'asc' }];
};

export const shopListQuery = (params: Partial<GetListParams>): RecordListQuery => ({
  select: '', sort: shopSortOf(params.sort), filters: shopFiltersOf(params.filter), ...pagingOf(params),
});

/** The form's 'HH:mm' (the time picker's value), or null when the field is empty. */
const hoursOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The photos' addresses (signed links from the detail or an upload) as the file ids the server takes. */
export const photoIdsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).flatMap((url) => (typeof url === 'string' ? fileIdsInText(url).slice(0, 1) : []));

const areaOf = (value: unknown): CreateShopInput['area'] => {
  const area = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  // A value without a system was written when the legacy units were the only ones (as src/address reads it).
  return {
    system: isSystem(area.system) ? area.system : 'legacy',
    provinceCode: textOf(area.provinceCode),
    districtCode: textOf(area.districtCode) || null,
    wardCode: textOf(area.wardCode),
  };
};

/** The shop form's values as createShop's body (updateShop adds the id). */
export const shopBodyOf = (data: Readonly<Record<string, unknown>>): CreateShopInput => {
  const point = parseLatLng(data.location);
  return {
    code: textOf(data.code),
    name: textOf(data.name),
    phone: textOf(data.phone) || null,
    email: textOf(data.email) || null,
    opensAt: hoursOf(data.opensAt),
    closesAt: hoursOf(data.closesAt),
    address: textOf(data.address),
    area: areaOf(data.area),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    photos: photoIdsOf(data.photoUrls),
  };
};

/** A stored point as the location input's 'lat/lng' text; '' when the shop has none. */
export const locationOf = (shop: { latitude: number | null; longitude: number | null }): string =>
  shop.latitude === null || shop.longitude === null ? '' : formatLatLng({ lat: shop.latitude, lng: shop.longitude });

/** The shop form edits the area with one picker, the point as one 'lat/lng' text and the photos as one list. */
const shopFormSource = (field: string): string => {
  const [first] = field.split('.');
  if (first === 'latitude' || first === 'longitude') return 'location';
  if (first === 'photos') return 'photoUrls';
  return first === 'area' ? 'area' : field;
};

/** The form edits the point as one 'lat/lng' text and the photos as their addresses (the image widgets' value). */
const shopFormRecordSchema = shopDetailSchema.transform((shop) => ({
  ...shop, location: locationOf(shop), photoUrls: shop.photos.map((photo) => photo.url),
}));

export const shops: MerchantResource = {
  list: { path: '/api/report/findShops', query: (params) => shopListQuery(params), row: shopRowSchema },
  one: { path: '/api/shop/shopDetail', body: byPositiveId, record: shopFormRecordSchema },
  create: { path: '/api/shop/createShop', body: (data) => shopBodyOf(data), record: shopRowSchema, formSource: shopFormSource },
  update: { path: '/api/shop/updateShop', body: (data, id) => ({ ...shopBodyOf(data), id: Number(id) }), record: shopRowSchema, formSource: shopFormSource },
};
