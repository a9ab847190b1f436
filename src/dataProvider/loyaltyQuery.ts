import type { GetListParams } from 'react-admin';
import {
  EARN_POINT_SORT_FIELDS, type EarnPointFilters, LOYALTY_KINDS, type LoyaltyKind, SETTLEMENT_SORT_FIELDS, SETTLEMENT_STATUSES,
  type SettlementFilters, type SettlementStatus,
} from '../api/loyalty';
import type { RecordSort } from '../api/records';
import { normalizeVnMobile } from '../core/phone';
import { createdAtOf } from './periodFilter';
import type { RecordListQuery } from './recordList';
import { pagingOf } from './transactionQuery';
import { positiveIdOf } from '../core/ids';

/**
 * The loyalty lists' filter values (react-admin's filter forms, kept in the address) and how they become the
 * calls' `queryInput`. Each list and its Export use the same function, so a file holds exactly the rows listed.
 */
export const EARN_POINT_FILTER = { shopId: 'shopId', kind: 'kind', phone: 'phone' } as const;
export const SETTLEMENT_FILTER = { status: 'status' } as const;

const isKind = (value: unknown): value is LoyaltyKind => LOYALTY_KINDS.some((kind) => kind === value);
const isStatus = (value: unknown): value is SettlementStatus => SETTLEMENT_STATUSES.some((status) => status === value);

/** The history's filters as `queryInput`; a phone that is not (yet) a whole Vietnamese mobile number is no filter. */
export const earnPointFiltersOf = (values: Readonly<Record<string, unknown>> = {}, now: Date = new Date()): EarnPointFilters => {
  const filters: EarnPointFilters = {};
  const createdAt = createdAtOf(values, now);
  if (createdAt) filters.createdAt = createdAt;
  const shopId = positiveIdOf(values[EARN_POINT_FILTER.shopId]);
  if (shopId !== undefined) filters.shopId = shopId;
  const kind = values[EARN_POINT_FILTER.kind];
  if (isKind(kind)) filters.kind = kind;
  const phone = values[EARN_POINT_FILTER.phone];
  const normalized = typeof phone === 'string' ? normalizeVnMobile(phone) : null;
  if (normalized) filters.phone = normalized;
  return filters;
};

export const settlementFiltersOf = (values: Readonly<Record<string, unknown>> = {}, now: Date = new Date()): SettlementFilters => {
  const filters: SettlementFilters = {};
  const createdAt = createdAtOf(values, now);
  if (createdAt) filters.createdAt = createdAt;
  const status = values[SETTLEMENT_FILTER.status];
  if (isStatus(status)) filters.status = status;
  return filters;
};

/** react-admin's sort as the list contract's; a column the server cannot sort on falls back to newest first. */
const sortOf = (fields: readonly string[]) => (sort?: { field?: string; order?: string }): RecordSort => {
  const known = sort?.field !== undefined && fields.includes(sort.field);
  return [{ [known ? sort.field! : 'createdAt']: known && sort?.order === 'ASC' ? 'asc' : 'desc' }];
};
export const earnPointSortOf = sortOf(EARN_POINT_SORT_FIELDS);
export const settlementSortOf = sortOf(SETTLEMENT_SORT_FIELDS);

export const DEFAULT_LOYALTY_SORT = { field: 'createdAt', order: 'DESC' } as const;

export const earnPointListQuery = (params: Partial<GetListParams>, now: Date = new Date()): RecordListQuery => ({
  select: '', sort: earnPointSortOf(params.sort), filters: earnPointFiltersOf(params.filter, now), ...pagingOf(params),
});

export const settlementListQuery = (params: Partial<GetListParams>, now: Date = new Date()): RecordListQuery => ({
  select: '', sort: settlementSortOf(params.sort), filters: settlementFiltersOf(params.filter, now), ...pagingOf(params),
});
