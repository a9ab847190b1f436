import { useCallback, useRef, useState } from 'react';
import type { ApiDefinition, PageDefinition } from '../../../api/pageDefinition';
import { PHONE_IMPORT_BATCH, type PhoneImportRefusal, phoneImportResultSchema } from '../../../api/voucherPhones';
import { callPageApi } from '../../pages';
import type { PhoneLine } from './phoneLines';

/** Where an import stands: lines sent so far of the total, what the server said of them, and how it ended. */
export interface PhoneImportState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'failed';
  done: number;
  total: number;
  added: number;
  existing: number;
  refused: PhoneImportRefusal[];
  /** When failed: the first line of the batch that did not go through (retried from there). */
  failedLine?: number;
}

const IDLE: PhoneImportState = { status: 'idle', done: 0, total: 0, added: 0, existing: 0, refused: [] };

/**
 * Sends numbered lines to the page's import api in batches of PHONE_IMPORT_BATCH, one after the other, adding up
 * what each answers. `cancel` stops after the batch in flight; a failed batch stops the import, and `retry` sends it
 * again and goes on (the server adds a number once, so a batch sent twice is harmless).
 */
export const usePhoneImport = (page: PageDefinition, api: ApiDefinition | undefined) => {
  const [state, setState] = useState<PhoneImportState>(IDLE);
  const job = useRef<{ voucher: string; lines: PhoneLine[]; next: number; cancelled: boolean } | null>(null);

  const run = useCallback(async () => {
    const current = job.current;
    if (!current || !api) return;
    while (current.next < current.lines.length) {
      if (current.cancelled) {
        setState((before) => ({ ...before, status: 'cancelled' }));
        return;
      }
      const rows = current.lines.slice(current.next, current.next + PHONE_IMPORT_BATCH);
      let answer: unknown;
      try {
        answer = (await callPageApi(page, api, { body: { voucher: current.voucher, rows } })).data;
      } catch {
        setState((before) => ({ ...before, status: 'failed', failedLine: rows[0].line }));
        return;
      }
      const parsed = phoneImportResultSchema.safeParse(answer);
      if (!parsed.success) {
        setState((before) => ({ ...before, status: 'failed', failedLine: rows[0].line }));
        return;
      }
      current.next += rows.length;
      const { added, existing, refused } = parsed.data;
      setState((before) => ({
        ...before, done: current.next, added: before.added + added, existing: before.existing + existing, refused: before.refused.concat(refused),
      }));
    }
    setState((before) => ({ ...before, status: 'done' }));
  }, [page, api]);

  const start = useCallback((voucher: string, lines: PhoneLine[]) => {
    job.current = { voucher, lines, next: 0, cancelled: false };
    setState({ ...IDLE, status: 'running', total: lines.length });
    void run();
  }, [run]);

  const retry = useCallback(() => {
    if (!job.current) return;
    job.current.cancelled = false;
    setState((before) => ({ ...before, status: 'running', failedLine: undefined }));
    void run();
  }, [run]);

  const cancel = useCallback(() => {
    if (job.current) job.current.cancelled = true;
  }, []);

  return { state, start, retry, cancel };
};
