import type { GetListParams } from 'react-admin';
import { SETTLEMENT_SORT_FIELDS, SETTLEMENT_STATUSES, type SettlementFilters, settlementRowSchema, type SettlementStatus } from '../../api/loyalty';
import { newestFirstSortOf, pagingOf } from '../../dataProvider/listParams';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import { createdAtOf } from '../../dataProvider/periodFilter';
import { APP_KEY } from '../../dataProvider/queries';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The settlements' data: their list for react-admin, its filter values as settlementPointHistory's `queryInput`
 * (the list and its Export use the same `settlementFiltersOf`), and the query keys (the calls: settlementApi.ts).
 */
export const SETTLEMENT_FILTER = { status: 'status' } as const;

const isStatus = (value: unknown): value is SettlementStatus => SETTLEMENT_STATUSES.some((status) => status === value);

export const settlementFiltersOf = (values: Readonly<Record<string, unknown>> = {}, now: Date = new Date()): SettlementFilters => {
  const filters: SettlementFilters = {};
  const createdAt = createdAtOf(values, now);
  if (createdAt) filters.createdAt = createdAt;
  const status = values[SETTLEMENT_FILTER.status];
  if (isStatus(status)) filters.status = status;
  return filters;
};

export const settlementSortOf = newestFirstSortOf(SETTLEMENT_SORT_FIELDS);

export const DEFAULT_SETTLEMENT_SORT = { field: 'createdAt', order: 'DESC' } as const;

export const settlementListQuery = (params: Partial<GetListParams>, now: Date = new Date()): RecordListQuery => ({
  select: '', sort: settlementSortOf(params.sort), filters: settlementFiltersOf(params.filter, now), ...pagingOf(params),
});

export const settlementPoints: MerchantResource = {
  list: { path: '/api/loyalty/settlementPointHistory', query: (params) => settlementListQuery(params), row: settlementRowSchema },
};

export const settlementKeys = {
  /** What settling a period would cover now (settlementQuote). */
  quote: (periodFrom: string, periodTo: string) => [APP_KEY, 'loyalty', 'quote', periodFrom, periodTo] as const,
};
