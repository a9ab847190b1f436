import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { AuthenticatorStart, FactorStatus } from '../../api/factors';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { AuthenticatorEnrolment } from './AuthenticatorEnrolment';
import { fetchFactors, regenerateRecoveryCodes, removeAuthenticator, startAuthenticator } from './factorsApi';
import { PasswordAgainDialog } from './PasswordAgainDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

type Asking = 'remove' | 'regenerate' | null;

/**
 * /profile's "Authenticator app" (issue 35): set one up (QR code or secret, then a first code), see the recovery
 * codes once, renew them or remove the app after typing the password again. With an app, sign-in asks for its
 * code instead of an SMS.
 */
export const AuthenticatorSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [status, setStatus] = useState<FactorStatus | null>(null);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const [starting, setStarting] = useState(false);
  const [enrolling, setEnrolling] = useState<AuthenticatorStart | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

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

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setEnrolling(await startAuthenticator());
    } catch (error) {
      setFailure({ ...failureMessage(error), severity: 'error' });
    } finally {
      setStarting(false);
    }
  };

  const confirmed = (shown: string[] | null) => {
    setEnrolling(null);
    setCodes(shown);
    notify('app.profile.authenticator.enrolled', { type: 'success' });
    void load();
  };

  const remove = async (password: string) => {
    await removeAuthenticator(password);
    setAsking(null);
    notify('app.profile.authenticator.removed', { type: 'success' });
    await load();
  };

  const regenerate = async (password: string) => {
    const renewed = await regenerateRecoveryCodes(password);
    setAsking(null);
    setCodes(renewed);
  };

  const active = status?.authenticator.state === 'active';
  const since = status?.authenticator.confirmedAt ? new Date(status.authenticator.confirmedAt).toLocaleDateString(locale) : '';

  const body = () => {
    if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => { setCodes(null); void load(); }} />;
    if (enrolling) return <AuthenticatorEnrolment start={enrolling} onConfirmed={confirmed} onCancel={() => setEnrolling(null)} />;
    if (!status) return null;
    if (!active) {
      return (
        <>
          <Typography variant="body2" color="text.secondary">{translate('app.profile.authenticator.none')}</Typography>
          <div>
            <Button variant="contained" disabled={starting} onClick={() => void start()}>
              {translate('app.profile.authenticator.setUp')}
            </Button>
          </div>
        </>
      );
    }
    return (
      <>
        <Typography variant="body2">{translate('app.profile.authenticator.active', { date: since })}</Typography>
        <Typography variant="body2" color={status.recoveryCodesLeft <= 2 ? 'warning.main' : 'text.secondary'}>
          {translate('app.profile.authenticator.codesLeft', { smart_count: status.recoveryCodesLeft })}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button variant="outlined" onClick={() => setAsking('regenerate')}>
            {translate('app.profile.authenticator.regenerate')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAsking('remove')}>
            {translate('app.profile.authenticator.remove')}
          </Button>
        </Stack>
      </>
    );
  };

  return (
    <Stack component="section" aria-labelledby="authenticator-title" spacing={1} sx={{ maxWidth: 520 }}>
      <Typography component="h2" variant="h6" id="authenticator-title">
        {translate('app.profile.authenticator.title')}
      </Typography>
      {failure ? (
        <Alert severity={failure.severity} role="alert">
          {translate(failure.message, { ...failure.args, _: failure.message })}
        </Alert>
      ) : null}
      {body()}
      {asking === 'remove' ? (
        <PasswordAgainDialog
          title="app.profile.authenticator.removeTitle"
          text="app.profile.authenticator.removeText"
          confirm="app.profile.authenticator.remove"
          onConfirm={remove}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'regenerate' ? (
        <PasswordAgainDialog
          title="app.profile.authenticator.regenerateTitle"
          text="app.profile.authenticator.regenerateText"
          confirm="app.profile.authenticator.regenerate"
          onConfirm={regenerate}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Stack>
  );
};
