import { useCallback, useEffect, useState } from 'react';
import type { FactorStatus } from '../../api/factors';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { fetchFactors } from '../../ui/stepUp/stepUpApi';

/** Whether the user has a passkey or an active authenticator app: what the recovery codes stand in for. */
export const holdsStrongFactor = (status: FactorStatus): boolean => status.authenticator.state === 'active' || status.passkeys.length > 0;

/**
 * The caller's second factors (`findFactors`), read once on mount for every section that shows them, and again by
 * `reload` after each change; a failed read is kept as the message to show.
 */
export const useFactorStatus = (): { status: FactorStatus | null; failure: FormMessage | null; reload: () => Promise<void> } => {
  const [status, setStatus] = useState<FactorStatus | null>(null);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setStatus(await fetchFactors(signal));
      setFailure(null);
    } catch (error) {
      if (!signal?.aborted) setFailure({ ...failureMessage(error), severity: 'error' });
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const reload = useCallback(() => load(), [load]);
  return { status, failure, reload };
};
