import { useCallback, useEffect, useState } from 'react';
import type { RecordListQuery } from '../../../dataProvider/recordList';
import { byIdQuery, fetchModelName, fetchModelPage, type ModelApi, type ModelId, type ModelPage, type ModelRow } from './modelApi';

export interface Loaded<T> {
  loading: boolean;
  data?: T;
  error?: unknown;
  /** While loading: the data of the previous key (a pager keeps its count). */
  previous?: T;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Runs `load` whenever `key` changes (null: idle); an answer for an older key is dropped. */
const useKeyedLoad = <T,>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> => {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setState({ key, error });
      },
    );
    return () => controller.abort();
    // `key` stands for everything `load` reads.
  }, [key]);
  if (key === null) return { loading: false };
  return state.key === key ? { loading: false, data: state.data, error: state.error } : { loading: true, previous: state.data };
};

/** One page of the list call; `query` null while the list is not needed. */
export const useModelPage = (api: ModelApi, query: RecordListQuery | null): Loaded<ModelPage> => {
  const key = query ? JSON.stringify([api.apiUrl, api.method ?? 'POST', query]) : null;
  return useKeyedLoad(key, (signal) => fetchModelPage(api, query as RecordListQuery, signal));
};

/** The rows of chosen ids (view mode): one list call per id with the numeric `id` filter, in the ids' order. */
export const useModelRows = (api: ModelApi, select: string, ids: readonly ModelId[]): Loaded<Map<string, ModelRow | null>> => {
  const key = ids.length ? JSON.stringify([api.apiUrl, api.method ?? 'POST', select, ids]) : null;
  return useKeyedLoad(key, async (signal) => {
    const rows = await Promise.all(
      ids.map(async (id) => {
        const page = await fetchModelPage(api, byIdQuery(select, id), signal);
        return [String(id), page.rows[0] ?? null] as const;
      }),
    );
    return new Map(rows);
  });
};

/**
 * Names of chosen ids, looked up one by one with select 'name' and kept for the life of the widget.
 * `nameOf` answers undefined while loading, null when the record does not exist.
 */
export const useModelNames = (api: ModelApi, ids: readonly ModelId[]) => {
  const [names, setNames] = useState<ReadonlyMap<string, string | null>>(new Map());
  const missing = ids.filter((id) => !names.has(String(id)));
  const missingKey = missing.length ? JSON.stringify([api.apiUrl, api.method ?? 'POST', missing]) : null;
  useEffect(() => {
    if (missingKey === null) return undefined;
    const controller = new AbortController();
    const wanted = JSON.parse(missingKey)[2] as ModelId[];
    Promise.all(
      wanted.map((id) =>
        fetchModelName(api, id, controller.signal).then(
          (name) => [String(id), name] as const,
          (error: unknown) => (isAbort(error) ? null : ([String(id), null] as const)),
        ),
      ),
    ).then((found) => {
      if (controller.signal.aborted) return;
      setNames((previous) => {
        const next = new Map(previous);
        for (const entry of found) if (entry) next.set(entry[0], entry[1]);
        return next;
      });
    });
    return () => controller.abort();
  }, [missingKey]);
  /** Names already known from rows just chosen in the dialog, so they need no lookup. */
  const remember = useCallback((entries: readonly (readonly [ModelId, string])[]) => {
    if (!entries.length) return;
    setNames((previous) => {
      const next = new Map(previous);
      for (const [id, name] of entries) next.set(String(id), name);
      return next;
    });
  }, []);
  const nameOf = useCallback((id: ModelId) => names.get(String(id)), [names]);
  return { nameOf, remember };
};
