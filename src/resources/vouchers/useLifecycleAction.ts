import { useRef, useState } from 'react';
import { ERR } from '../../api/codes';
import { HttpError } from '../../dataProvider/HttpError';
import { HTTP_MESSAGES } from '../../dataProvider/httpClient';
import type { Done } from './vouchersApi';

/** What the alert beside the buttons says: a message key of the answer, in the screen's language. */
export interface Outcome {
  severity: 'success' | 'error' | 'warning';
  message: string;
}

/** A failed call's alert: the server's message key (a refused transition, a blank reason, a conflict), else the catalogue's. */
const failure = (error: unknown): Outcome => {
  if (error instanceof HttpError) {
    if (error.status === ERR.conflict) return { severity: 'warning', message: error.serverMessage ?? HTTP_MESSAGES.somethingWrong };
    if (error.status === ERR.notFound) return { severity: 'error', message: HTTP_MESSAGES.notFound };
    return { severity: 'error', message: error.serverMessage ?? error.message };
  }
  return { severity: 'error', message: error instanceof Error ? error.message : HTTP_MESSAGES.somethingWrong };
};

/**
 * Runs one lifecycle call at a time (a second press while one is out sends nothing) and says its answer; after it (a success, or a 409 whose answer holds the
 * fresh state) the voucher and its history are read again, so the screen shows the state the server has.
 */
export const useLifecycleAction = (reload: () => Promise<unknown>) => {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not the state: a second click in the same moment (a double click on a closing dialog) must see the first.
  const running = useRef(false);
  const run = async (call: () => Promise<Done>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      const { message } = await call();
      setOutcome({ severity: 'success', message });
      await reload();
      return true;
    } catch (error) {
      setOutcome(failure(error));
      if (error instanceof HttpError && error.status === ERR.conflict) await reload();
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { outcome, setOutcome, busy, run };
};
