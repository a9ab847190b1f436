import { z } from 'zod';
import { exportStartedDataSchema } from '../../api/exports';
import { type ExportShopsRequest, shopRowSchema, type ShopRow } from '../../api/shops';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/** The shop calls beside react-admin's data calls: lock, activate and starting an export. */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** `lockShop` or `activeShop`: answers the shop with its new status. */
export const setShopStatus = async (id: number, action: 'lock' | 'activate'): Promise<ShopRow> =>
  read(shopRowSchema, (await httpClient(action === 'lock' ? '/api/shop/lockShop' : '/api/shop/activeShop', { body: { id } })).data);

/** `exportShops`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startShopExport = async (request: ExportShopsRequest) =>
  read(exportStartedDataSchema, (await httpClient('/api/report/exportShops', { body: request })).data);
