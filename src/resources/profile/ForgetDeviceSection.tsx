import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { forgetThisDevice, isDeviceRemembered } from '../../authProvider/forgetDevice';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';

/**
 * Whether this browser skips the SMS code at sign-in, and "Forget this device" (after a confirmation): the server
 * stops trusting its device secret and the browser drops it, so the next sign-in here asks for the code. The
 * user's other trusted devices are on the Trusted devices tab.
 */
export const ForgetDeviceSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remembered, setRemembered] = useState(isDeviceRemembered);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);

  const forget = async () => {
    setConfirming(false);
    setSending(true);
    setFailure(null);
    try {
      await forgetThisDevice();
      setRemembered(false);
      notify('app.profile.forgetDevice.done', { type: 'success' });
    } catch (error) {
      setFailure({ ...failureMessage(error), severity: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby="forget-device-title" spacing={1} sx={{ maxWidth: 420 }}>
      <Typography component="h2" variant="h6" id="forget-device-title">
        {translate('app.profile.forgetDevice.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(remembered ? 'app.profile.forgetDevice.remembered' : 'app.profile.forgetDevice.notRemembered')}
      </Typography>
      {failure ? (
        <Alert severity={failure.severity} role="alert">
          {translate(failure.message, { ...failure.args, _: failure.message })}
        </Alert>
      ) : null}
      {remembered ? (
        <div>
          <Button variant="outlined" disabled={sending} onClick={() => setConfirming(true)}>
            {translate('app.profile.forgetDevice.action')}
          </Button>
        </div>
      ) : null}
      <MuiLink component={RouterLink} to="/profile?tab=devices" variant="body2">
        {translate('app.profile.forgetDevice.allDevices')}
      </MuiLink>
      <Confirm
        isOpen={confirming}
        title="app.profile.forgetDevice.confirmTitle"
        content="app.profile.forgetDevice.confirmText"
        confirm="app.profile.forgetDevice.action"
        onConfirm={() => void forget()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
