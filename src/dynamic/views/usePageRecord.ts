import { useCallback, useEffect, useState } from 'react';
import type { PageDefinition } from '../../api/pageDefinition';
import { type PageRecord, readPageRecord, type RecordKey } from '../pages';

export type RecordState =
  | { status: 'idle' }
  | { status: 'loading'; record?: PageRecord }
  | { status: 'ready'; record: PageRecord }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * The record a form shows, read with the page's read action (spec §7: queryInput {id} or {voucher}, first row).
 * `reload` reads it again; meanwhile the previous record stays on screen. A failed read has already been told
 * to the user by the HTTP client's catalogue.
 */
export const usePageRecord = (page: PageDefinition, key: RecordKey, enabled: boolean) => {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; value: RecordState } | null>(null);
  const [last, setLast] = useState<PageRecord | undefined>(undefined);
  const keyText = JSON.stringify([page.id, key.id ?? null, key.voucher ?? null, version]);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    readPageRecord(page, key, controller.signal).then(
      (record) => {
        if (controller.signal.aborted) return;
        if (record) setLast(record);
        setState({ key: keyText, value: record ? { status: 'ready', record } : { status: 'missing' } });
      },
      () => {
        if (!controller.signal.aborted) setState({ key: keyText, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
    // keyText stands for page, key and version.
  }, [keyText, enabled]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const value: RecordState = !enabled ? { status: 'idle' } : state?.key === keyText ? state.value : { status: 'loading', ...(last ? { record: last } : {}) };
  return { state: value, reload };
};
