import { z } from 'zod';
import { SALES_LIMITS, type ShopChoice, shopChoiceSchema } from '../api/sales';
import { httpClient } from './httpClient';
import { BAD_ANSWER } from './merchantDataProvider';
import { listBody, readRecordList } from './recordList';

/**
 * `findShopList`: the caller's shops (the list contract; a merchant's shops fit in one page of the maximum), by
 * name. The shop filters of the sales and loyalty screens share it (and its query key, queries.ts shopChoices).
 */
export const fetchShopChoices = async (signal?: AbortSignal): Promise<ShopChoice[]> => {
  const query = { select: '', sort: [], filters: {}, limit: SALES_LIMITS.maxLimit, skip: 0 };
  const list = readRecordList(await httpClient('/api/report/findShopList', { body: listBody(query), signal }));
  const shops = z.array(shopChoiceSchema).safeParse(list?.rows);
  if (!shops.success) throw new Error(BAD_ANSWER);
  return shops.data.sort((a, b) => a.name.localeCompare(b.name, 'vi'));
};
