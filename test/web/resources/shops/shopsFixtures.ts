import type { ShopDetail, ShopRow } from '../../../../src/api/shops';
import { type Answer, type Handler, mockApi, ok } from '../../support/api';
import { job } from '../sales/salesFixtures';

/** Shops as the shop calls answer them (src/api/shops.ts), and a fake of those calls. */

export const PHOTO_ID = '0b0f6d0e-1d6c-4b7e-9c3a-2f2f7d1e9a11';
export const PHOTO_ID_2 = '1c1f6d0e-1d6c-4b7e-9c3a-2f2f7d1e9a22';
const signed = (id: string) => `/api/file/${id}?t=1790000000.${'a'.repeat(43)}`;

export const SHOPS: ShopRow[] = [
  {
    id: 3, code: 'HN-01', name: 'Cửa hàng Hà Nội', phone: '0901234567', email: 'hn@shop.vn', opensAt: '22:00', closesAt: '02:00',
    address: '12 Phúc Xá', addressSystem: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001',
    provinceName: 'Thành phố Hà Nội', districtName: 'Quận Ba Đình', wardName: 'Phường Phúc Xá', latitude: 21.0575491, longitude: 105.7909262,
    status: 'active', createdAt: '2026-11-03T02:15:00.000Z', updatedAt: null,
  },
  {
    id: 4, code: 'HCM-01', name: 'Quận Một', phone: null, email: null, opensAt: null, closesAt: null,
    address: '', addressSystem: 'legacy', provinceCode: '79', districtCode: '760', wardCode: '26734',
    provinceName: 'Thành phố Hồ Chí Minh', districtName: 'Quận 1', wardName: 'Phường Tân Định', latitude: null, longitude: null,
    status: 'locked', createdAt: '2026-11-04T02:15:00.000Z', updatedAt: '2026-11-05T02:15:00.000Z',
  },
];

export const DETAIL: ShopDetail = {
  ...SHOPS[0],
  area: { system: 'legacy', provinceCode: '01', districtCode: '001', wardCode: '00001' },
  photos: [{ id: PHOTO_ID, url: signed(PHOTO_ID) }, { id: PHOTO_ID_2, url: signed(PHOTO_ID_2) }],
};

export const shopsApi = (routes: Record<string, Answer | Handler> = {}) =>
  mockApi({
    'POST /api/report/findShops': ok(SHOPS, { count: SHOPS.length }),
    // The detail of the shop asked for (the list's second shop has the first one's area and photos: enough here).
    // The record asked for, whichever id: a shop just created opens its detail by the id createShop answered.
    'POST /api/shop/shopDetail': (request) => {
      const { id } = request.body as { id: number };
      return ok({ ...DETAIL, ...SHOPS.find((shop) => shop.id === id), id });
    },
    'POST /api/shop/updateShop': ok(SHOPS[0]),
    'POST /api/shop/createShop': ok({ ...SHOPS[0], id: 9 }),
    'POST /api/shop/lockShop': ok({ ...SHOPS[0], status: 'locked' }),
    'POST /api/shop/activeShop': ok({ ...SHOPS[1], status: 'active' }),
    'POST /api/report/exportShops': ok({ id: job().id, status: 'queued' }),
    ...routes,
  });
