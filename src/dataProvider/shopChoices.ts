import { z } from 'zod';
import { SALES_LIMITS, type ShopChoice, shopChoiceSchema } from '../api/sales';
import { httpClient } from './httpClient';
import { parsedAnswer } from './callParsed';
import { listBody, readRecordList } from './recordList';

/**
 * `findShopList`: the caller's shops (the list contract; a merchant's shops fit in one page of the maximum), by
 * name. The shop filters of the sales and loyalty screens share it (and its query key, queries.ts shopChoices).
 */
export const fetchShopChoices = async (signal?: AbortSignal): Promise<ShopChoice[]> => {
  const query = { select: '', sort: [], filters: {}, limit: SALES_LIMITS.maxLimit, skip: 0 };
  const list = readRecordList(await httpClient('/api/report/findShopList', { body: listBody(query), signal }));
  return parsedAnswer(z.array(shopChoiceSchema), list?.rows, '/api/report/findShopList').sort((a, b) => a.name.localeCompare(b.name, 'vi'));
};
