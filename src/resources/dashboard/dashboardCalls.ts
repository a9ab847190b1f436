import type { DateRange } from '../../core/dateRanges';

/**
 * The dashboard's calls as they go on the wire (spec §7), without their answers' schemas: the answers are checked
 * in dashboardApi.ts, and the early start (earlyCalls.ts) sends the very same requests before the shell is in.
 */
export const SALES_PATHS = {
  overTime: '/api/transaction/merchantSaleReport',
  byShop: '/api/transaction/shopSaleReport',
  byService: '/api/report/transactionByService',
  topEmployees: '/api/transaction/topSellingSubmerchant',
} as const;

export const BALANCE_PATH = '/api/merchant/merchantBalance';
export const POINTS_PATH = '/api/loyalty/getPoint';

/** How many employees the top list shows. */
export const TOP_EMPLOYEES = 5;

export interface DashboardCall {
  path: string;
  body: object;
}

const rangeBody = (range: DateRange) => ({ from: range.from, to: range.to });

export const saleReportCall = (range: DateRange): DashboardCall => ({ path: SALES_PATHS.overTime, body: rangeBody(range) });
export const shopSalesCall = (range: DateRange): DashboardCall => ({ path: SALES_PATHS.byShop, body: rangeBody(range) });
export const serviceSalesCall = (range: DateRange): DashboardCall => ({ path: SALES_PATHS.byService, body: rangeBody(range) });
export const topEmployeesCall = (range: DateRange): DashboardCall => ({ path: SALES_PATHS.topEmployees, body: { ...rangeBody(range), limit: TOP_EMPLOYEES } });
export const merchantBalanceCall = (): DashboardCall => ({ path: BALANCE_PATH, body: {} });
export const pointBalanceCall = (): DashboardCall => ({ path: POINTS_PATH, body: {} });
