import { and, eq, ne } from 'drizzle-orm';
import { SHOP_MESSAGES, type ShopInput, type ShopRow, type ShopStatus } from '../../../src/api/shops';
import { isAreaProblem, resolveArea } from '../../areas/resolveArea';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import type { SalesScope } from '../../models/sales';
import { asShopRow, shopWhere } from '../../models/shopList';
import { checkPhotos, savePhotos } from './shopPhotos';

/** The stored columns of a checked input: the area's names resolved beside its codes. */
const columnsOf = (input: ShopInput) => {
  const names = resolveArea(input.area);
  if (isAreaProblem(names)) {
    throw new AppError(400, SHOP_MESSAGES.badArea, { data: { field: `area.${names.field}`, reason: names.message } });
  }
  return {
    code: input.code,
    name: input.name,
    phone: input.phone,
    email: input.email,
    opensAt: input.opensAt,
    closesAt: input.closesAt,
    address: input.address,
    addressSystem: input.area.system,
    provinceCode: input.area.provinceCode,
    districtCode: input.area.system === '2025' ? null : input.area.districtCode,
    wardCode: input.area.wardCode,
    ...names,
    latitude: input.latitude,
    longitude: input.longitude,
  };
};

const duplicateCode = (code: string) => new AppError(400, SHOP_MESSAGES.duplicateCode, { data: { field: 'code', code } });

/** The unique constraint caught a writer that raced past the check: the same answer as the check's. */
const isCodeConflict = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'shops_owner_code_unique') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

const checkCodeFree = async (db: Db, ownerId: number, code: string, exceptId?: number) => {
  const [taken] = await db.select({ id: shops.id }).from(shops)
    .where(and(eq(shops.ownerId, ownerId), eq(shops.code, code), exceptId === undefined ? undefined : ne(shops.id, exceptId)));
  if (taken) throw duplicateCode(code);
};

const guarded = async <T>(code: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isCodeConflict(error)) throw duplicateCode(code);
    throw error;
  }
};

/** createShop: a new active shop of the merchant, its photos in the order given. */
export const createShop = async (db: Db, ownerId: number, input: ShopInput, now: Date): Promise<ShopRow> => {
  const columns = columnsOf(input);
  await checkPhotos(db, ownerId, input.photos);
  await checkCodeFree(db, ownerId, input.code);
  return guarded(input.code, () => db.transaction(async (tx) => {
    const [row] = await tx.insert(shops).values({ ownerId, ...columns, status: 'active', createdAt: now, updatedAt: now }).returning();
    await savePhotos(tx, row.id, input.photos);
    return asShopRow(row);
  }));
};

/**
 * updateShop: replaces every field of one of the shops the caller reaches (`scope`: an employee whose role keeps to its
 * own shops changes only those); another merchant's id, or a shop out of reach, is 404, as an unknown one.
 */
export const updateShop = async (db: Db, scope: SalesScope, id: number, input: ShopInput, now: Date): Promise<ShopRow> => {
  const columns = columnsOf(input);
  await checkPhotos(db, scope.ownerId, input.photos);
  await checkCodeFree(db, scope.ownerId, input.code, id);
  return guarded(input.code, () => db.transaction(async (tx) => {
    const [row] = await tx.update(shops).set({ ...columns, updatedAt: now }).where(shopWhere(scope, { id })).returning();
    if (!row) throw notFound();
    await savePhotos(tx, row.id, input.photos);
    return asShopRow(row);
  }));
};

/** lockShop / activeShop: the status of one of the shops the caller reaches (idempotent: locking a locked shop keeps it so). */
export const setShopStatus = async (db: Db, scope: SalesScope, id: number, status: ShopStatus, now: Date): Promise<ShopRow> => {
  const [row] = await db.update(shops).set({ status, updatedAt: now }).where(shopWhere(scope, { id })).returning();
  if (!row) throw notFound();
  return asShopRow(row);
};
