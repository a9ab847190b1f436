import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { ShopChoice } from '../../../src/api/sales';
import type { Db } from '../../db/client';
import { salesDailyByService, shops } from '../../db/schema';
import { containsPattern } from '../../models/fold';
import { rollupScope, shopWhere, type SalesScope } from '../../models/sales';

export interface ShopChoiceRequest {
  queryInput?: { id?: number | { in: number[] }; name?: { contains: string }; status?: 'active' | 'locked' };
  sort?: Partial<Record<'name' | 'id', 'asc' | 'desc'>>[];
  limit: number;
  skip: number;
}

const SHOP_SORT = { name: shops.name, id: shops.id } as const;

/** findShopList: the shops within the caller's scope, by name unless sorted otherwise, with their count. */
export const findShopList = async (db: Db, scope: SalesScope, request: ShopChoiceRequest): Promise<{ data: ShopChoice[]; count: number }> => {
  const filters = request.queryInput ?? {};
  const where = and(
    shopWhere(scope),
    filters.id === undefined ? undefined : typeof filters.id === 'number' ? eq(shops.id, filters.id) : inArray(shops.id, filters.id.in),
    filters.name ? ilike(shops.name, containsPattern(filters.name.contains)) : undefined,
    filters.status ? eq(shops.status, filters.status) : undefined,
  );
  const order: SQL[] = (request.sort ?? []).flatMap((entry) => Object.entries(entry).map(([field, direction]) =>
    (direction === 'desc' ? desc : asc)(SHOP_SORT[field as keyof typeof SHOP_SORT])));
  if (!order.length) order.push(asc(shops.name));
  order.push(asc(shops.id));
  const [data, [{ total }]] = await Promise.all([
    db.select({ id: shops.id, name: shops.name, status: shops.status }).from(shops).where(where)
      .orderBy(...order).limit(request.limit).offset(request.skip),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return { data, count: total };
};

/** findServiceList: the service codes of the caller's successful or pending sales (from the daily rollup, not the sales). */
export const findServiceList = async (db: Db, scope: SalesScope): Promise<{ code: string }[]> => {
  const rows = await db.selectDistinct({ code: salesDailyByService.serviceCode }).from(salesDailyByService)
    .where(rollupScope(scope, salesDailyByService))
    .orderBy(asc(salesDailyByService.serviceCode));
  return rows;
};
