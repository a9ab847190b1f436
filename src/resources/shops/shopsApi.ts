import { exportStartedDataSchema } from '../../api/exports';
import { type ExportShopsRequest, shopRowSchema, type ShopRow } from '../../api/shops';
import { callParsed } from '../../dataProvider/callParsed';

/** The shop calls beside react-admin's data calls: lock, activate and starting an export. */

/** `lockShop` or `activeShop`: answers the shop with its new status. */
export const setShopStatus = async (id: number, action: 'lock' | 'activate'): Promise<ShopRow> =>
  callParsed(action === 'lock' ? '/api/shop/lockShop' : '/api/shop/activeShop', shopRowSchema, { body: { id } });

/** `exportShops`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startShopExport = async (request: ExportShopsRequest) =>
  callParsed('/api/report/exportShops', exportStartedDataSchema, { body: request });
