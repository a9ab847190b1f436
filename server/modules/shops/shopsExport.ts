import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { exportShopsRequestSchema, type ShopRow } from '../../../src/api/shops';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { businessClock } from '../../exportJobs/exportDates';
import { defineExportKind, type ExportColumn } from '../../exportJobs/exportKinds';
import { salesScope } from '../../models/sales';
import { shopList, shopWhere } from '../../models/shopList';

const params = exportShopsRequestSchema.pick({ queryInput: true });

const STATUS = { en: { active: 'Active', locked: 'Locked' }, vi: { active: 'Đang hoạt động', locked: 'Đã khoá' } } as const;

const hoursOf = (row: ShopRow) => (row.opensAt && row.closesAt ? `${row.opensAt}–${row.closesAt}` : null);
const areaOf = (row: ShopRow) => [row.wardName, row.districtName, row.provinceName].filter(Boolean).join(', ') || null;

const columnsOf = (): ExportColumn<ShopRow>[] => [
  { heading: { en: 'Code', vi: 'Mã' }, value: (row) => row.code, width: 14 },
  { heading: { en: 'Name', vi: 'Tên cửa hàng' }, value: (row) => row.name, width: 28 },
  { heading: { en: 'Phone', vi: 'Số điện thoại' }, value: (row) => row.phone, width: 14 },
  { heading: { en: 'E-mail', vi: 'Email' }, value: (row) => row.email, width: 24 },
  { heading: { en: 'Opening hours', vi: 'Giờ mở cửa' }, value: hoursOf, width: 14 },
  { heading: { en: 'Street', vi: 'Địa chỉ' }, value: (row) => row.address, width: 30 },
  { heading: { en: 'Area', vi: 'Khu vực' }, value: areaOf, width: 40 },
  { heading: { en: 'Latitude', vi: 'Vĩ độ' }, value: (row) => row.latitude, width: 12 },
  { heading: { en: 'Longitude', vi: 'Kinh độ' }, value: (row) => row.longitude, width: 12 },
  { heading: { en: 'Status', vi: 'Trạng thái' }, value: (row, locale) => STATUS[locale][row.status], width: 14 },
  { heading: { en: 'Created', vi: 'Ngày tạo' }, value: (row) => businessClock(row.createdAt), date: 'day', width: 12 },
];

/** The merchant's shops as the list shows them (its filters), by name; a merchant has tens of shops, so pages by offset. */
export const shopsExport = defineExportKind<z.output<typeof params>, ShopRow>({
  kind: 'shops',
  params,
  columns: columnsOf,
  fileName: { en: 'shops', vi: 'cua-hang' },
  async source(db: Db, owner, { queryInput }) {
    const scope = await salesScope(db, owner);
    return {
      count: async () => (await db.select({ count: count() }).from(shops).where(shopWhere(scope, queryInput)))[0].count,
      async* pages(pageSize) {
        for (let skip = 0; ; skip += pageSize) {
          const { data } = await shopList(db, scope, { queryInput, limit: pageSize, skip });
          if (data.length) yield data;
          if (data.length < pageSize) return;
        }
      },
    };
  },
});
