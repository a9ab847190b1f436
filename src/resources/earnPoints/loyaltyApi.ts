import { exportStartedDataSchema } from '../../api/exports';
import { type ExportEarnPointHistoryRequest } from '../../api/loyalty';
import { type LoyaltyRules, loyaltyRulesSchema } from '../../api/loyaltyRules';
import { callParsed } from '../../dataProvider/callParsed';

/** The history's own calls beside its list: the loyalty rules and starting an export. */

/** `loyaltyRules`: the server's LOYALTY_* settings, shown to the merchant. */
export const fetchLoyaltyRules = async (signal?: AbortSignal): Promise<LoyaltyRules> =>
  callParsed('/api/loyalty/loyaltyRules', loyaltyRulesSchema, { body: {}, signal });

/** `exportEarnPointHistory`: answers the queued job at once; the file is made in the background (/exportedReports). */
export const startEarnPointExport = async (request: ExportEarnPointHistoryRequest) =>
  callParsed('/api/loyalty/exportEarnPointHistory', exportStartedDataSchema, { body: request });
