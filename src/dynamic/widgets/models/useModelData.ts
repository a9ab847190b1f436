import { keepPreviousData, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { LOAD_ONCE, queryKeys } from '../../../dataProvider/queries';
import type { RecordListQuery } from '../../../dataProvider/recordList';
import { byIdQuery, fetchModelName, fetchModelPage, type ModelApi, type ModelId, type ModelPage, type ModelRow } from './modelApi';

export interface Loaded<T> {
  loading: boolean;
  data?: T;
  error?: unknown;
  /** While loading: the data of the previous key (a pager keeps its count). */
  previous?: T;
}

/** A name looked up, or remembered from a row just chosen, needs no new lookup for a while. */
const NAME_FRESH_MS = 60_000;

const methodOf = (api: ModelApi) => api.method ?? 'POST';

const loadedOf = <T,>(result: UseQueryResult<T>, enabled: boolean): Loaded<T> => {
  if (!enabled) return { loading: false };
  if (result.isPlaceholderData) return { loading: true, previous: result.data };
  if (result.isPending) return { loading: true };
  if (result.isError) return { loading: false, error: result.error };
  return { loading: false, data: result.data };
};

/** One page of the list call; `query` null while the list is not needed. */
export const useModelPage = (api: ModelApi, query: RecordListQuery | null): Loaded<ModelPage> => {
  const result = useQuery({
    queryKey: queryKeys.modelList(api.apiUrl, methodOf(api), query),
    queryFn: ({ signal }) => fetchModelPage(api, query as RecordListQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    ...LOAD_ONCE,
  });
  return loadedOf(result, query !== null);
};

/** The rows of chosen ids (view mode): one list call per id with the numeric `id` filter, in the ids' order. */
export const useModelRows = (api: ModelApi, select: string, ids: readonly ModelId[]): Loaded<Map<string, ModelRow | null>> => {
  const result = useQuery({
    queryKey: queryKeys.modelRows(api.apiUrl, methodOf(api), select, ids.map(String)),
    queryFn: async ({ signal }) => {
      const rows = await Promise.all(
        ids.map(async (id) => [String(id), (await fetchModelPage(api, byIdQuery(select, id), signal)).rows[0] ?? null] as const),
      );
      return new Map(rows);
    },
    enabled: ids.length > 0,
    ...LOAD_ONCE,
  });
  return loadedOf(result, ids.length > 0);
};

/**
 * Names of chosen ids, looked up one by one with select 'name'; a widget does not look a name up again.
 * `nameOf` answers undefined while loading, null when the record does not exist (or cannot be read).
 */
export const useModelNames = (api: ModelApi, ids: readonly ModelId[]) => {
  const queryClient = useQueryClient();
  const method = methodOf(api);
  const wanted = useMemo(() => [...new Set(ids.map(String))], [ids]);
  const names = useQueries({
    queries: wanted.map((id) => ({
      queryKey: queryKeys.modelName(api.apiUrl, method, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchModelName(api, id, signal).catch(() => null),
      staleTime: NAME_FRESH_MS,
      ...LOAD_ONCE,
    })),
    combine: (results) => new Map(wanted.map((id, index) => [id, results[index].data])),
  });
  /** Names already known from rows just chosen in the dialog, so they need no lookup. */
  const remember = useCallback(
    (entries: readonly (readonly [ModelId, string])[]) => {
      for (const [id, name] of entries) queryClient.setQueryData(queryKeys.modelName(api.apiUrl, method, String(id)), name);
    },
    [queryClient, api.apiUrl, method],
  );
  const nameOf = useCallback((id: ModelId) => names.get(String(id)), [names]);
  return { nameOf, remember };
};
