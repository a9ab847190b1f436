import type * as z from 'zod/mini';
import {
  employeeSalesDataSchema,
  merchantBalanceDataSchema,
  pointBalanceDataSchema,
  saleReportDataSchema,
  serviceSalesDataSchema,
  shopSalesDataSchema,
} from '../../api/salesReports';
import type { DateRange } from '../../core/dateRanges';
import { takeEarly } from '../../dataProvider/earlyAnswers';
import { parsedAnswer } from '../../dataProvider/callParsed';
import { httpClient } from '../../dataProvider/httpClient';
import {
  type DashboardCall,
  merchantBalanceCall,
  pointBalanceCall,
  saleReportCall,
  serviceSalesCall,
  shopSalesCall,
  topEmployeesCall,
} from './dashboardCalls';

export { SALES_PATHS, TOP_EMPLOYEES } from './dashboardCalls';

/**
 * The dashboard's calls (spec §7), each answer checked against its wire schema; an answer the entry asked early for
 * this very call (earlyCalls.ts) is taken instead of asking again. Quiet: every card and chart shows its own
 * failure with a retry, so a failing report does not also raise a notice per call.
 */
const call = async <T extends z.ZodMiniType>({ path, body }: DashboardCall, schema: T, signal?: AbortSignal): Promise<z.output<T>> => {
  const answer = await (takeEarly(path, body) ?? httpClient(path, { method: 'POST', body, quiet: true, signal }));
  return parsedAnswer(schema, answer.data, path);
};

export const fetchSaleReport = (range: DateRange, signal?: AbortSignal) => call(saleReportCall(range), saleReportDataSchema, signal);

export const fetchShopSales = (range: DateRange, signal?: AbortSignal) => call(shopSalesCall(range), shopSalesDataSchema, signal);

export const fetchServiceSales = (range: DateRange, signal?: AbortSignal) => call(serviceSalesCall(range), serviceSalesDataSchema, signal);

export const fetchTopEmployees = (range: DateRange, signal?: AbortSignal) => call(topEmployeesCall(range), employeeSalesDataSchema, signal);

export const fetchMerchantBalance = (signal?: AbortSignal) => call(merchantBalanceCall(), merchantBalanceDataSchema, signal);

export const fetchPointBalance = (signal?: AbortSignal) => call(pointBalanceCall(), pointBalanceDataSchema, signal);
