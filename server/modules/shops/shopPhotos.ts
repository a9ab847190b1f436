import { and, asc, eq, inArray } from 'drizzle-orm';
import { SHOP_MESSAGES, type ShopPhoto } from '../../../src/api/shops';
import type { Db } from '../../db/client';
import { files, shopPhotos } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { FileLinkSigner } from '../../models/fileLinks';

/**
 * Refuses (400 on `photos`) any id that is not an image the merchant uploaded: another merchant's file, a document,
 * or an id no upload answered all read the same, so that the answer tells nothing about other merchants' files.
 */
export const checkPhotos = async (db: Db, ownerId: number, ids: readonly string[]): Promise<void> => {
  if (!ids.length) return;
  const found = await db.select({ id: files.id }).from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.kind, 'image'), inArray(files.id, [...ids])));
  const images = new Set(found.map((row) => row.id));
  const index = ids.findIndex((photo) => !images.has(photo));
  if (index >= 0) throw new AppError(400, SHOP_MESSAGES.photoNotImage, { data: { field: `photos.${index}`, id: ids[index] } });
};

/** Replaces the shop's photos by `ids`, in that order. */
export const savePhotos = async (tx: Db, shopId: number, ids: readonly string[]): Promise<void> => {
  await tx.delete(shopPhotos).where(eq(shopPhotos.shopId, shopId));
  if (ids.length) await tx.insert(shopPhotos).values(ids.map((fileId, position) => ({ shopId, fileId, position })));
};

/** The shop's photos in order, each with a short-lived signed link an `<img>` can load. */
export const photosOf = async (db: Db, signer: FileLinkSigner, shopId: number): Promise<ShopPhoto[]> => {
  const rows = await db.select({ id: shopPhotos.fileId }).from(shopPhotos).where(eq(shopPhotos.shopId, shopId)).orderBy(asc(shopPhotos.position));
  return rows.map((row) => ({ id: row.id, url: signer.link(row.id) }));
};
