import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FactorStatus } from '../../api/factors';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { AuthenticatorSection } from './AuthenticatorSection';
import { fetchFactors } from './factorsApi';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesSection } from './RecoveryCodesSection';

/**
 * /profile's second factors (issue 35): passkeys, an authenticator app and the recovery codes that stand in for
 * both. One read of `findFactors` feeds the three sections; each change reads it again.
 */
export const SecondFactors = () => {
  const translate = useTranslate();
  const [status, setStatus] = useState<FactorStatus | null>(null);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

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

  if (!status) {
    return failure ? (
      <Alert severity="error" role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert>
    ) : null;
  }
  const reload = () => load();
  const strong = status.authenticator.state === 'active' || status.passkeys.length > 0;
  return (
    <>
      <PasskeysSection status={status} reload={reload} showCodes={setCodes} />
      <Divider sx={{ my: 3 }} />
      <AuthenticatorSection status={status} reload={reload} showCodes={setCodes} />
      {strong || codes ? (
        <>
          <Divider sx={{ my: 3 }} />
          <RecoveryCodesSection
            left={status.recoveryCodesLeft}
            codes={codes}
            showCodes={setCodes}
            onSaved={() => {
              setCodes(null);
              void load();
            }}
          />
        </>
      ) : null}
    </>
  );
};
