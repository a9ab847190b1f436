import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FactorStatus } from '../../api/factors';
import { releaseEnrolment } from '../../authProvider/strongFactorEnrolment';
import { refreshDefinitions } from '../../dynamic/pages/loadDefinitions';
import { usePageRegistry } from '../../dynamic/pages/PageDefinitionsProvider';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { AuthenticatorSection } from './AuthenticatorSection';
import { fetchFactors } from './factorsApi';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesSection } from './RecoveryCodesSection';

/**
 * /enrolFactor: a user whose role requires a passkey or an authenticator app and who has neither signed in with the
 * SMS code into a session kept to this screen (the server refuses the rest, 403 app.auth.enrolFirst). Once one is
 * added and its recovery codes saved, the restriction is lifted and the dashboard opens.
 */
const EnrolFactorScreen = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const registry = usePageRegistry();
  const logout = useLogout();
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

  // The menu's pages were refused while the session was kept here: read again, then on to the dashboard.
  const finish = () => {
    releaseEnrolment();
    void refreshDefinitions(registry);
    navigate('/dashboard');
  };
  const reload = () => load();
  const strong = status !== null && (status.authenticator.state === 'active' || status.passkeys.length > 0);
  return (
    <Box component="main" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h5" gutterBottom>{translate('app.profile.enrol.title')}</Typography>
      <Alert severity="info" sx={{ mb: 3 }}>{translate('app.profile.enrol.text')}</Alert>
      {failure ? <Alert severity="error" role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert> : null}
      {status && codes ? (
        <RecoveryCodesSection left={status.recoveryCodesLeft} codes={codes} showCodes={setCodes} onSaved={finish} />
      ) : null}
      {status && !codes ? (
        <>
          <PasskeysSection status={status} reload={reload} showCodes={setCodes} />
          <Divider sx={{ my: 3 }} />
          <AuthenticatorSection status={status} reload={reload} showCodes={setCodes} />
          {strong ? <Button variant="contained" sx={{ mt: 3 }} onClick={finish}>{translate('app.profile.enrol.continue')}</Button> : null}
        </>
      ) : null}
      <Box sx={{ mt: 4 }}>
        <Button onClick={() => void logout()}>{translate('app.profile.enrol.signOut')}</Button>
      </Box>
    </Box>
  );
};

export default EnrolFactorScreen;
