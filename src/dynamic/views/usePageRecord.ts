import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageDefinition } from '../../api/pageDefinition';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { type PageRecord, readPageRecord, type RecordKey } from '../pages';

export type RecordState =
  | { status: 'idle' }
  | { status: 'loading'; record?: PageRecord }
  | { status: 'ready'; record: PageRecord }
  | { status: 'missing' }
  | { status: 'failed' };

const stateOf = (enabled: boolean, read: { data?: PageRecord | null; isFetching: boolean; isError: boolean }): RecordState => {
  if (!enabled) return { status: 'idle' };
  if (read.isFetching) return read.data ? { status: 'loading', record: read.data } : { status: 'loading' };
  if (read.isError) return { status: 'failed' };
  if (read.data === null) return { status: 'missing' };
  return read.data ? { status: 'ready', record: read.data } : { status: 'loading' };
};

/**
 * The record a form shows, read with the page's read action (spec §7: queryInput {id} or {voucher}, first row).
 * `reload` reads it again; meanwhile the previous record stays on screen. A record not found ('missing') is for
 * the screen to say (the HTTP client raised no notice); any other failed read the client's catalogue has told.
 */
export const usePageRecord = (page: PageDefinition, key: RecordKey, enabled: boolean) => {
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: queryKeys.pageRecord(page.id, key.id ?? null, key.voucher ?? null),
    queryFn: ({ signal }) => readPageRecord(page, key, signal),
    enabled,
    // The record of the previous key stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A form that opens again reads its record again (and waits for it) rather than showing a cached one.
    gcTime: 0,
    ...LOAD_ONCE,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  return { state: stateOf(enabled, { data, isFetching, isError }), reload };
};
