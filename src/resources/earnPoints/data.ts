import type { GetListParams } from 'react-admin';
import { EARN_POINT_SORT_FIELDS, type EarnPointFilters, earnPointRowSchema, LOYALTY_KINDS, type LoyaltyKind } from '../../api/loyalty';
import { normalizeVnMobile } from '../../core/phone';
import { positiveIdOf } from '../../core/ids';
import { newestFirstSortOf, pagingOf } from '../../dataProvider/listParams';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import { createdAtOf } from '../../dataProvider/periodFilter';
import { APP_KEY } from '../../dataProvider/queries';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The points history's data: its list for react-admin, its filter values (react-admin's filter form, kept in the
 * address) as earnPointHistory's `queryInput`, and its query keys (the calls beside the list: loyaltyApi.ts). The
 * list and its Export use the same `earnPointFiltersOf`, so a file holds exactly the rows listed.
 */
export const EARN_POINT_FILTER = { shopId: 'shopId', kind: 'kind', phone: 'phone' } as const;

const isKind = (value: unknown): value is LoyaltyKind => LOYALTY_KINDS.some((kind) => kind === value);

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

export const earnPointSortOf = newestFirstSortOf(EARN_POINT_SORT_FIELDS);

export const DEFAULT_LOYALTY_SORT = { field: 'createdAt', order: 'DESC' } as const;

export const earnPointListQuery = (params: Partial<GetListParams>, now: Date = new Date()): RecordListQuery => ({
  select: '', sort: earnPointSortOf(params.sort), filters: earnPointFiltersOf(params.filter, now), ...pagingOf(params),
});

export const earnPoints: MerchantResource = {
  list: { path: '/api/loyalty/earnPointHistory', query: (params) => earnPointListQuery(params), row: earnPointRowSchema },
};

export const earnPointKeys = {
  /** The loyalty rules of the server's configuration (loyaltyRules). */
  loyaltyRules: () => [APP_KEY, 'loyalty', 'rules'] as const,
};
