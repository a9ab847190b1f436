import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { exportSubmerchantsRequestSchema, type EmployeeRow } from '../../../src/api/submerchants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { businessClock } from '../../exportJobs/exportDates';
import { defineExportKind, type ExportColumn } from '../../exportJobs/exportKinds';
import { employeePage, employeeWhere } from './employeeList';

const params = exportSubmerchantsRequestSchema.pick({ queryInput: true });

const STATUS = { en: { active: 'Active', locked: 'Locked' }, vi: { active: 'Hoạt động', locked: 'Đã khoá' } } as const;

const columnsOf = (): ExportColumn<EmployeeRow>[] => [
  { heading: { en: 'Full name', vi: 'Họ tên' }, value: (row) => row.fullName, width: 26 },
  { heading: { en: 'Phone', vi: 'Số điện thoại' }, value: (row) => row.phone, width: 14 },
  { heading: { en: 'E-mail', vi: 'Địa chỉ email' }, value: (row) => row.email, width: 26 },
  { heading: { en: 'Shops', vi: 'Cửa hàng' }, value: (row) => row.shops.map((shop) => shop.name).join(', '), width: 30 },
  { heading: { en: 'Role', vi: 'Vai trò' }, value: (row) => row.roleName, width: 18 },
  { heading: { en: 'Identity document', vi: 'Giấy tờ tuỳ thân' }, value: (row) => row.identityType, width: 12 },
  // Masked as on screen: a spreadsheet travels further than the portal.
  { heading: { en: 'Document number', vi: 'Số giấy tờ' }, value: (row) => row.identityNumber, width: 16 },
  { heading: { en: 'Status', vi: 'Trạng thái' }, value: (row, locale) => STATUS[locale][row.status], width: 12 },
  { heading: { en: 'Created', vi: 'Ngày tạo' }, value: (row) => businessClock(row.createdAt), date: 'minute', width: 18 },
];

/** The merchant's employees as the list shows them (its filters), newest first; a merchant has tens, not millions. */
export const employeesExport = defineExportKind<z.output<typeof params>, EmployeeRow>({
  kind: 'submerchants',
  params,
  columns: columnsOf,
  fileName: { en: 'employees', vi: 'nhan-vien' },
  async source(db: Db, owner, exportParams) {
    const where = employeeWhere(owner.ownerId, exportParams.queryInput ?? {});
    return {
      count: async () => (await db.select({ count: count() }).from(users).where(where))[0].count,
      async* pages(pageSize) {
        for (let skip = 0; ; skip += pageSize) {
          const rows = await employeePage(db, where, { limit: pageSize, skip });
          if (rows.length) yield rows;
          if (rows.length < pageSize) return;
        }
      },
    };
  },
});
