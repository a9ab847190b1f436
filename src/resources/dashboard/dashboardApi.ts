import type { z } from 'zod';
import {
  employeeSalesDataSchema,
  merchantBalanceDataSchema,
  pointBalanceDataSchema,
  saleReportDataSchema,
  serviceSalesDataSchema,
  shopSalesDataSchema,
} from '../../api/sales';
import type { DateRange } from '../../core/dateRanges';
import { httpClient } from '../../dataProvider/httpClient';

/**
 * The dashboard's calls (spec §7), each answer checked against its wire schema. Quiet: every card and chart shows
 * its own failure with a retry, so a failing report does not also raise a notice per call.
 */
const call = async <T extends z.ZodType>(path: string, body: object, schema: T, signal?: AbortSignal): Promise<z.output<T>> => {
  const answer = await httpClient(path, { method: 'POST', body, quiet: true, signal });
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) throw new Error('app.http.somethingWrong');
  return parsed.data;
};

export const SALES_PATHS = {
  overTime: '/api/transaction/merchantSaleReport',
  byShop: '/api/transaction/shopSaleReport',
  byService: '/api/report/transactionByService',
  topEmployees: '/api/transaction/topSellingSubmerchant',
} as const;

/** How many employees the top list shows. */
export const TOP_EMPLOYEES = 5;

export const fetchSaleReport = (range: DateRange, signal?: AbortSignal) =>
  call(SALES_PATHS.overTime, { from: range.from, to: range.to }, saleReportDataSchema, signal);

export const fetchShopSales = (range: DateRange, signal?: AbortSignal) =>
  call(SALES_PATHS.byShop, { from: range.from, to: range.to }, shopSalesDataSchema, signal);

export const fetchServiceSales = (range: DateRange, signal?: AbortSignal) =>
  call(SALES_PATHS.byService, { from: range.from, to: range.to }, serviceSalesDataSchema, signal);

export const fetchTopEmployees = (range: DateRange, signal?: AbortSignal) =>
  call(SALES_PATHS.topEmployees, { from: range.from, to: range.to, limit: TOP_EMPLOYEES }, employeeSalesDataSchema, signal);

export const fetchMerchantBalance = (signal?: AbortSignal) =>
  call('/api/merchant/merchantBalance', {}, merchantBalanceDataSchema, signal);

export const fetchPointBalance = (signal?: AbortSignal) => call('/api/loyalty/getPoint', {}, pointBalanceDataSchema, signal);
