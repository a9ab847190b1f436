import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../core/dateRanges';
import { serviceName } from '../../core/salesTerms';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import {
  SALES_PATHS,
  fetchMerchantBalance,
  fetchPointBalance,
  fetchSaleReport,
  fetchServiceSales,
  fetchShopSales,
  fetchTopEmployees,
} from './dashboardApi';
import type { FigureRow } from './FiguresTable';
import { dashboardKeys } from './data';

/** The dashboard's loads through react-query: one per card or chart, keyed by its call and range. */

/**
 * How long a sales report's answer serves every part of the screen that asks for the same range: the month card's
 * serves the chart over time, which is drawn a moment after the cards (DashboardPage.tsx). Coming back to the
 * dashboard later asks again.
 */
const SAME_SCREEN_MS = 10_000;

export const useSaleReport = (range: DateRange) =>
  useQuery({
    queryKey: dashboardKeys.salesReport(SALES_PATHS.overTime, range),
    queryFn: ({ signal }) => fetchSaleReport(range, signal),
    staleTime: SAME_SCREEN_MS,
    ...LOAD_ONCE,
  });

/** Sales by shop as chart rows. */
export const useShopSales = (range: DateRange) =>
  useQuery({
    queryKey: dashboardKeys.salesReport(SALES_PATHS.byShop, range),
    queryFn: ({ signal }) => fetchShopSales(range, signal),
    select: (shops): FigureRow[] => shops.map((shop) => ({ key: String(shop.shopId), label: shop.shopName, count: shop.count, amount: shop.amount })),
    ...LOAD_ONCE,
  });

/** Sales by service as chart rows, each service by its name in the screen's language (`app.sales.services`). */
export const useServiceSales = (range: DateRange, locale: string) =>
  useQuery({
    queryKey: dashboardKeys.salesReport(SALES_PATHS.byService, range),
    queryFn: ({ signal }) => fetchServiceSales(range, signal),
    select: (services): FigureRow[] =>
      services.map((service) => ({ key: service.serviceCode, label: serviceName(service.serviceCode, locale), count: service.count, amount: service.amount })),
    ...LOAD_ONCE,
  });

export const useTopEmployees = (range: DateRange) =>
  useQuery({ queryKey: dashboardKeys.salesReport(SALES_PATHS.topEmployees, range), queryFn: ({ signal }) => fetchTopEmployees(range, signal), ...LOAD_ONCE });

export const useMerchantBalance = () =>
  useQuery({ queryKey: queryKeys.merchantBalance(), queryFn: ({ signal }) => fetchMerchantBalance(signal), ...LOAD_ONCE });

export const usePointBalance = () =>
  useQuery({ queryKey: queryKeys.pointBalance(), queryFn: ({ signal }) => fetchPointBalance(signal), ...LOAD_ONCE });
