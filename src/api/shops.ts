import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { countField, errField, messageField } from './envelope';
import { normalizeVnMobile } from '../core/phone';
import { ADDRESS_SYSTEMS } from './organisation';
import { EXPORT_FORMATS, queryInputOf, SALES_LIMITS, sortOf } from './sales';

/**
 * Wire types of the shop calls (spec §7 `shop` group: shopList, shopDetail, createShop, updateShop, lockShop,
 * activeShop; `report` group: findShops, exportShops). A shop belongs to the session's merchant; its area is the
 * codes of one address system, stored with the units' names (server/areas/resolveArea.ts).
 */

export const SHOP_STATUSES = ['active', 'locked'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** Message keys of the shop calls' refusals and notices; the app translates them (`app.shops.*`). */
export const SHOP_MESSAGES = {
  /** 400 on `code`: another shop of the merchant has it (data.code names it). */
  duplicateCode: 'app.shops.errors.duplicateCode',
  /** 400 on `photos`: an id that is not an image uploaded by this merchant. */
  photoNotImage: 'app.shops.errors.photoNotImage',
  /** 400 on an area field: the codes are not one chain of units (data.field and data.reason say which). */
  badArea: 'app.shops.errors.badArea',
  /** 400 from checkout: the shop is locked and takes no new sales. */
  shopLocked: 'app.shops.errors.shopLocked',
  created: 'app.shops.created',
  updated: 'app.shops.updated',
  locked: 'app.shops.lockedNotice',
  activated: 'app.shops.activatedNotice',
} as const;

export const SHOP_LIMITS = {
  codeMax: 30,
  nameMax: 120,
  addressMax: 250,
  emailMax: 120,
  /** Photos per shop: enough for a storefront and its inside, small enough for one detail answer. */
  photosMax: 10,
  searchMax: 100,
} as const;

/** Opening hours are whole quarter hours of a 24-hour day: '00:00' … '23:45'. */
export const HOURS_PATTERN = /^([01]\d|2[0-3]):(00|15|30|45)$/;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);
/** A shop's id as a number, or as the digits a screen's address carries. */
const shopId = z.union([id, z.string().max(16).regex(/^[1-9]\d{0,15}$/, { error: 'must be a shop id' }).transform(Number)]);

/** `queryInput` of findShops, shopList and exportShops. */
export const shopFiltersSchema = z.strictObject({
  id: z.union([id, z.strictObject({ in: z.array(id).min(1).max(50) })]).optional(),
  /** Name or code contains this, without diacritics ("cua hang" finds "Cửa hàng"). */
  q: z.string().trim().min(1).max(SHOP_LIMITS.searchMax).optional(),
  provinceCode: z.string().max(3).regex(/^\d{1,3}$/, { error: 'must be a province code' }).optional(),
  districtCode: z.string().max(4).regex(/^\d{1,4}$/, { error: 'must be a district code' }).optional(),
  status: z.enum(SHOP_STATUSES).optional(),
});
export type ShopFilters = z.output<typeof shopFiltersSchema>;

export const SHOP_SORT_FIELDS = ['name', 'code', 'createdAt'] as const;
export type ShopSortField = (typeof SHOP_SORT_FIELDS)[number];

export const shopListRequestSchema = z.object({
  select: z.string().max(2_000).optional(),
  sort: sortOf(SHOP_SORT_FIELDS).optional(),
  queryInput: queryInputOf(shopFiltersSchema).optional(),
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
});
export type ShopListRequest = z.input<typeof shopListRequestSchema>;

/** One shop as lists show it: every stored field but the photos. */
export const shopRowSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  address: z.string(),
  addressSystem: z.enum(ADDRESS_SYSTEMS),
  provinceCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  wardCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  districtName: z.string().nullable(),
  wardName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(SHOP_STATUSES),
  createdAt: instant,
  updatedAt: instant.nullable(),
}).meta({
  examples: [{
    id: 12, code: 'SH-HC01', name: 'Cà phê Sông Hàn – Hải Châu', phone: '0905123456', email: 'haichau@songhan.vn', opensAt: '07:00',
    closesAt: '22:00', address: '25 Bạch Đằng', addressSystem: '2025', provinceCode: '48', districtCode: null, wardCode: '20194',
    provinceName: 'Thành phố Đà Nẵng', districtName: null, wardName: 'Phường Hải Châu', latitude: 16.0678, longitude: 108.2245,
    status: 'active', createdAt: '2026-02-10T02:00:00.000Z', updatedAt: '2026-10-05T07:30:00.000Z',
  }],
});
export type ShopRow = z.output<typeof shopRowSchema>;

/** A photo as the detail answers it: the file id (what createShop/updateShop take) and a signed link to show it. */
export const shopPhotoSchema = z.object({ id: z.string(), url: z.string() });
export type ShopPhoto = z.output<typeof shopPhotoSchema>;

/** shopDetail: the row, its area as the form edits it, and the photos in their order. */
export const shopDetailSchema = shopRowSchema.extend({
  area: z.object({
    system: z.enum(ADDRESS_SYSTEMS),
    provinceCode: z.string().nullable(),
    districtCode: z.string().nullable(),
    wardCode: z.string().nullable(),
  }),
  photos: z.array(shopPhotoSchema),
}).meta({
  examples: [{
    id: 12, code: 'SH-HC01', name: 'Cà phê Sông Hàn – Hải Châu', phone: '0905123456', email: 'haichau@songhan.vn', opensAt: '07:00',
    closesAt: '22:00', address: '25 Bạch Đằng', addressSystem: '2025', provinceCode: '48', districtCode: null, wardCode: '20194',
    provinceName: 'Thành phố Đà Nẵng', districtName: null, wardName: 'Phường Hải Châu', latitude: 16.0678, longitude: 108.2245,
    status: 'active', createdAt: '2026-02-10T02:00:00.000Z', updatedAt: '2026-10-05T07:30:00.000Z',
    area: { system: '2025', provinceCode: '48', districtCode: null, wardCode: '20194' },
    photos: [{ id: '4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b', url: '/api/file/4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b?t=1764150000.Pq8wE3rT6yU1iO5a' }],
  }],
});
export type ShopDetail = z.output<typeof shopDetailSchema>;

export const shopListAnswerSchema = z.object({
  err: errField,
  message: messageField,
  data: z.array(shopRowSchema),
  count: countField,
  countIsLowerBound: z.boolean().optional(),
  countIsEstimate: z.boolean().optional(),
});

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((text) => text || null);

const phoneField = z.string().max(20).nullish().transform((typed, context) => {
  if (!typed?.trim()) return null;
  const phone = normalizeVnMobile(typed);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: 'must be a Vietnamese mobile number' });
    return z.NEVER;
  }
  return phone;
});

const hoursField = z.string().max(5).regex(HOURS_PATTERN, { error: 'must be HH:MM, 24-hour, in 15-minute steps' }).nullish().transform((hours) => hours ?? null);

/** Area codes are 2 (province), 3 (district) or 5 (ward) digits; longer text is no code. */
const AREA_CODE_MAX_LENGTH = 10;

const areaSchema = z.object({
  system: z.enum(ADDRESS_SYSTEMS),
  provinceCode: z.string().trim().min(1, { error: 'is required' }).max(AREA_CODE_MAX_LENGTH),
  /** Required in the legacy system; empty in the 2025 one (it has no districts). */
  districtCode: z.string().trim().max(AREA_CODE_MAX_LENGTH).nullish().transform((code) => code || null),
  wardCode: z.string().trim().min(1, { error: 'is required' }).max(AREA_CODE_MAX_LENGTH),
});

const coordinate = (limit: number) => z.number().min(-limit, { error: `must be between -${limit} and ${limit}` })
  .max(limit, { error: `must be between -${limit} and ${limit}` }).nullish().transform((value) => value ?? null);

/**
 * createShop's body; updateShop takes the same with the id (a whole replacement: the form always sends every field).
 * Opening hours: both or neither. A closing time earlier than the opening one means the shop closes after midnight
 * (22:00–02:00); equal times are refused, since they say nothing about whether the shop is open.
 */
const shopFields = {
  code: z.string().trim().min(1, { error: 'is required' }).max(SHOP_LIMITS.codeMax)
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'must be letters, digits, dot, dash or underscore' }),
  name: z.string().trim().min(1, { error: 'is required' }).max(SHOP_LIMITS.nameMax),
  phone: phoneField,
  email: z.email({ error: 'must be an e-mail address' }).max(SHOP_LIMITS.emailMax).nullish().or(z.literal('')).transform((email) => email || null),
  opensAt: hoursField,
  closesAt: hoursField,
  address: optionalText(SHOP_LIMITS.addressMax).transform((text) => text ?? ''),
  area: areaSchema,
  latitude: coordinate(90),
  longitude: coordinate(180),
  photos: z.array(z.uuid({ error: 'must be an uploaded image id' }).max(36)).max(SHOP_LIMITS.photosMax, { error: `at most ${SHOP_LIMITS.photosMax} photos` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a photo' }).default([]),
};

type ShopFieldsOut = { opensAt: string | null; closesAt: string | null; latitude: number | null; longitude: number | null };

const pairs = <T extends z.ZodType<ShopFieldsOut>>(schema: T) => schema
  .refine((shop) => (shop.opensAt === null) === (shop.closesAt === null), { error: 'give both opening and closing times, or neither', path: ['closesAt'] })
  .refine((shop) => shop.opensAt === null || shop.opensAt !== shop.closesAt, { error: 'must differ from opensAt', path: ['closesAt'] })
  .refine((shop) => (shop.latitude === null) === (shop.longitude === null), { error: 'give both latitude and longitude, or neither', path: ['longitude'] });

export const createShopSchema = pairs(z.object(shopFields)).meta({
  examples: [{
    code: 'SH-HC01', name: 'Cà phê Sông Hàn – Hải Châu', phone: '0905123456', email: 'haichau@songhan.vn', opensAt: '07:00', closesAt: '22:00',
    address: '25 Bạch Đằng', area: { system: '2025', provinceCode: '48', districtCode: null, wardCode: '20194' }, latitude: 16.0678, longitude: 108.2245,
    photos: ['4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b'],
  }],
});
export type CreateShopInput = z.input<typeof createShopSchema>;
export type ShopInput = z.output<typeof createShopSchema>;

export const updateShopSchema = pairs(z.object({ id: shopId, ...shopFields })).meta({
  examples: [{
    id: 12, code: 'SH-HC01', name: 'Cà phê Sông Hàn – Hải Châu', phone: '0905123456', email: 'haichau@songhan.vn', opensAt: '07:00', closesAt: '22:00',
    address: '25 Bạch Đằng', area: { system: '2025', provinceCode: '48', districtCode: null, wardCode: '20194' }, latitude: 16.0678, longitude: 108.2245,
    photos: ['4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b'],
  }],
});
export type UpdateShopInput = z.input<typeof updateShopSchema>;

/** shopDetail, lockShop, activeShop. */
export const shopIdSchema = z.object({ id: shopId }).meta({ examples: [{ id: 12 }] });

export const exportShopsRequestSchema = z.object({
  queryInput: queryInputOf(shopFiltersSchema).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  locale: z.enum(['en', 'vi']).optional(),
});
export type ExportShopsRequest = z.input<typeof exportShopsRequestSchema>;
