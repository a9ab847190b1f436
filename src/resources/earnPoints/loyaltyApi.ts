import { z } from 'zod';
import { exportStartedDataSchema } from '../../api/exports';
import { type ExportEarnPointHistoryRequest } from '../../api/loyalty';
import { type LoyaltyRules, loyaltyRulesSchema } from '../../api/loyaltyRules';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/** The history's own calls beside its list: the loyalty rules and starting an export. */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** `loyaltyRules`: the server's LOYALTY_* settings, shown to the merchant. */
export const fetchLoyaltyRules = async (signal?: AbortSignal): Promise<LoyaltyRules> =>
  read(loyaltyRulesSchema, (await httpClient('/api/loyalty/loyaltyRules', { body: {}, signal })).data);

/** `exportEarnPointHistory`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startEarnPointExport = async (request: ExportEarnPointHistoryRequest) =>
  read(exportStartedDataSchema, (await httpClient('/api/loyalty/exportEarnPointHistory', { body: request })).data);
