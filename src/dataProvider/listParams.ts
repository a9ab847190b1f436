import type { GetListParams } from 'react-admin';
import type { RecordSort } from '../api/records';
import { SALES_LIMITS } from '../api/sales';
import type { RecordListQuery } from './recordList';

/** A page of react-admin's list as the list contract's `limit` and `skip` (at most the server's page size). */
export const pagingOf = (params: Partial<GetListParams>): Pick<RecordListQuery, 'limit' | 'skip'> => {
  const { page = 1, perPage = SALES_LIMITS.pageSize } = params.pagination ?? {};
  const limit = Math.min(Math.max(1, perPage), SALES_LIMITS.maxLimit);
  return { limit, skip: Math.max(0, page - 1) * limit };
};

/** react-admin's sort as the list contract's; a column the call cannot sort on falls back to `fallback`, newest first. */
export const newestFirstSortOf = (fields: readonly string[], fallback = 'createdAt') => (sort?: { field?: string; order?: string }): RecordSort => {
  const known = sort?.field !== undefined && fields.includes(sort.field);
  return [{ [known ? sort.field! : fallback]: known && sort?.order === 'ASC' ? 'asc' : 'desc' }];
};

/** The text a filter or form field holds, trimmed; '' for anything else. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
