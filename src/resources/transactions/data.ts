import type { GetListParams } from 'react-admin';
import type { RecordSort } from '../../api/records';
import {
  SALES_LIMITS, TRANSACTION_SORT_FIELDS, TRANSACTION_STATUSES, transactionDetailSchema, type TransactionFilters, transactionRowSchema,
  type TransactionSortField, type TransactionStatus,
} from '../../api/sales';
import { positiveIdOf } from '../../core/ids';
import { pagingOf } from '../../dataProvider/listParams';
import { byPositiveId, type MerchantResource } from '../../dataProvider/merchantResource';
import { createdAtOf } from '../../dataProvider/periodFilter';
import { APP_KEY } from '../../dataProvider/queries';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The transaction history's data: its list and record calls for react-admin, its filters and sort as
 * findTransactions' list contract, and its query keys (the calls beside the list: transactionsApi.ts).
 *
 * The transaction history's filter values (react-admin's filter form, kept in the address) and how they become
 * findTransactions' `queryInput`. The list and its Export button both use `transactionFiltersOf`, so a file holds
 * exactly the rows the list shows.
 */
export const TRANSACTION_FILTER = {
  /** A preset of spec §9, or 'custom' for the from/to dates. */
  period: 'period',
  from: 'from',
  to: 'to',
  status: 'status',
  serviceCode: 'serviceCode',
  shopId: 'shopId',
  reference: 'reference',
  amountMin: 'amountMin',
  amountMax: 'amountMax',
} as const;

export { CUSTOM_PERIOD, type PeriodChoice } from '../../dataProvider/periodFilter';

const isStatus = (value: unknown): value is TransactionStatus => TRANSACTION_STATUSES.some((status) => status === value);

/** A whole, non-negative amount of đồng; anything else is no filter (the input is being typed). */
const amountOf = (value: unknown): number | undefined => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
};

/** The list's filter values as `queryInput`: blank and malformed values are no filter. */
export const transactionFiltersOf = (values: Readonly<Record<string, unknown>> = {}, now: Date = new Date()): TransactionFilters => {
  const filters: TransactionFilters = {};
  const createdAt = createdAtOf(values, now);
  if (createdAt) filters.createdAt = createdAt;
  const status = values[TRANSACTION_FILTER.status];
  if (isStatus(status)) filters.status = status;
  const service = values[TRANSACTION_FILTER.serviceCode];
  if (typeof service === 'string' && /^[A-Z0-9_]{1,20}$/.test(service)) filters.serviceCode = service;
  const shopId = positiveIdOf(values[TRANSACTION_FILTER.shopId]);
  if (shopId !== undefined) filters.shopId = shopId;
  const reference = values[TRANSACTION_FILTER.reference];
  if (typeof reference === 'string' && reference.trim() !== '') {
    filters.reference = { contains: reference.trim().slice(0, SALES_LIMITS.referenceMaxLength) };
  }
  const gte = amountOf(values[TRANSACTION_FILTER.amountMin]);
  const lte = amountOf(values[TRANSACTION_FILTER.amountMax]);
  if (gte !== undefined || lte !== undefined) filters.amount = { ...(gte === undefined ? {} : { gte }), ...(lte === undefined ? {} : { lte }) };
  return filters;
};

export const DEFAULT_TRANSACTION_SORT = { field: 'createdAt', order: 'DESC' } as const;

const isSortField = (field: string | undefined): field is TransactionSortField => TRANSACTION_SORT_FIELDS.some((one) => one === field);

/** react-admin's sort as the list contract's; a column the server cannot sort on falls back to newest first. */
export const transactionSortOf = (sort?: { field?: string; order?: string }): RecordSort => {
  const field = isSortField(sort?.field) ? sort.field : DEFAULT_TRANSACTION_SORT.field;
  const order = isSortField(sort?.field) ? sort?.order : DEFAULT_TRANSACTION_SORT.order;
  return [{ [field]: order === 'ASC' ? 'asc' : 'desc' }];
};

/** findTransactions' list parameters for react-admin's getList. Rows are whole: `select` stays empty. */
export const transactionListQuery = (params: Partial<GetListParams>, now: Date = new Date()): RecordListQuery => ({
  select: '',
  sort: transactionSortOf(params.sort),
  filters: transactionFiltersOf(params.filter, now),
  ...pagingOf(params),
});

export const transactions: MerchantResource = {
  list: { path: '/api/report/findTransactions', query: (params) => transactionListQuery(params), row: transactionRowSchema },
  one: { path: '/api/report/detailTransaction', body: byPositiveId, record: transactionDetailSchema },
};

export const transactionKeys = {
  /** The service filter's choices (findServiceList). */
  serviceChoices: () => [APP_KEY, 'sales', 'services'] as const,
};
