import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { releaseEnrolment } from '../../authProvider/strongFactorEnrolment';
import { refreshDefinitions } from '../../dynamic/pages/loadDefinitions';
import { usePageRegistry } from '../../dynamic/pages/PageDefinitionsProvider';
import { AuthenticatorSection } from './AuthenticatorSection';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { holdsStrongFactor, useFactorStatus } from './useFactorStatus';

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
  const { status, failure, reload } = useFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);

  // The menu's pages were refused while the session was kept here: read again, then on to the dashboard.
  const finish = () => {
    releaseEnrolment();
    void refreshDefinitions(registry);
    navigate('/dashboard');
  };
  const strong = status !== null && holdsStrongFactor(status);
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
