import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ShopFilters, ShopRow, ShopSortField } from '../../src/api/shops';
import { SALES_LIMITS } from '../../src/api/sales';
import type { Db } from '../db/client';
import { shops } from '../db/schema';
import { containsPattern, FOLD_FROM, FOLD_TO, foldVietnamese } from './fold';
import { listCount, type ListCount } from './listCount';
import type { SalesScope } from './sales';

export type ShopSort = Partial<Record<ShopSortField, 'asc' | 'desc'>>[];

export interface ShopListRequest {
  queryInput?: ShopFilters;
  sort?: ShopSort;
  limit: number;
  skip: number;
}

/** `text` folded like the searched text, so that "cua hang" finds "Cửa hàng" and "CH-01" finds "ch-01". */
const foldedContains = (column: SQL, text: string): SQL =>
  sql`translate(${column}, ${FOLD_FROM}::text, ${FOLD_TO}::text) ilike ${containsPattern(foldVietnamese(text))}::text escape '\\'`;

/**
 * The shops of the scope matching the filters: the tenant is always the first condition, whatever the filters say,
 * and an employee whose role sees its own shops only (shopIds) reads only those, as their sales.
 */
export const shopWhere = ({ ownerId, shopIds }: SalesScope, filters: ShopFilters = {}): SQL => and(
  eq(shops.ownerId, ownerId),
  shopIds === null ? undefined : shopIds.length ? inArray(shops.id, [...shopIds]) : sql`false`,
  filters.id === undefined ? undefined : typeof filters.id === 'number' ? eq(shops.id, filters.id) : inArray(shops.id, filters.id.in),
  filters.q ? or(foldedContains(sql`${shops.name}`, filters.q), foldedContains(sql`${shops.code}`, filters.q)) : undefined,
  filters.provinceCode ? eq(shops.provinceCode, filters.provinceCode) : undefined,
  filters.districtCode ? eq(shops.districtCode, filters.districtCode) : undefined,
  filters.status ? eq(shops.status, filters.status) : undefined,
)!;

const SORT_COLUMNS = { name: shops.name, code: shops.code, createdAt: shops.createdAt } as const;

/** The requested order, then the id, so that pages never repeat or skip a shop of equal name. By name by default. */
export const shopOrder = (sort: ShopSort = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) =>
    (direction === 'desc' ? desc : asc)(SORT_COLUMNS[field as ShopSortField])));
  if (!order.length) order.push(asc(shops.name));
  order.push(asc(shops.id));
  return order;
};

export const asShopRow = (row: typeof shops.$inferSelect): ShopRow => ({
  id: row.id,
  code: row.code,
  name: row.name,
  phone: row.phone,
  email: row.email,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
  address: row.address,
  addressSystem: row.addressSystem,
  provinceCode: row.provinceCode,
  districtCode: row.districtCode,
  wardCode: row.wardCode,
  provinceName: row.provinceName,
  districtName: row.districtName,
  wardName: row.wardName,
  latitude: row.latitude,
  longitude: row.longitude,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** findShops / shopList: a page of the merchant's shops and how many match (server/models/listCount.ts). */
export const shopList = async (db: Db, scope: SalesScope, request: ShopListRequest): Promise<{ data: ShopRow[] } & ListCount> => {
  const where = shopWhere(scope, request.queryInput);
  const [rows, counted] = await Promise.all([
    db.select().from(shops).where(where).orderBy(...shopOrder(request.sort)).limit(request.limit).offset(request.skip),
    listCount(db, sql`${shops}`, where, SALES_LIMITS.countBound),
  ]);
  return { data: rows.map(asShopRow), ...counted };
};
