import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { hasPendingChallenge, verifyLogin } from '../authProvider/signIn';
import { HttpError } from '../dataProvider/HttpError';
import { preloadShell } from '../entry/loadShell';
import { errorMessage } from './errorMessage';
import { firstProblem, isBlank } from './firstProblem';
import { setFlash } from './flash';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { goTo } from './goTo';
import { useLightI18n } from './LightI18n';
import { SignInFrame } from './SignInFrame';
import { useNotice } from './useNotice';
import { useSignInForm } from './useSignInForm';

const ALERT_ID = 'verify-alert';

/** /verifyLogin (spec §2, §4 Verify login): the SMS code finishes a sign-in the server challenged. */
export const VerifyLoginScreen = () => {
  const { t } = useLightI18n();
  const { notice, clearNotice } = useNotice();
  const [busy, setBusy] = useState(false);
  const form = useSignInForm({ otp: '' });
  const { values, setValue, refs, invalidField, showProblem, showMessage } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem([{ field: 'otp', fails: isBlank(values.otp), message: 'app.validation.otpRequired' }] as const);
    if (problem) return showProblem(problem);
    showMessage(null);
    clearNotice();
    setBusy(true);
    preloadShell();
    try {
      goTo(await verifyLogin(values.otp));
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        // A refused code ends the challenge: back to /login, where the message is shown.
        setFlash({ message: errorMessage(error), severity: 'error' });
        goTo('/login');
        return;
      }
      showMessage({ message: errorMessage(error), severity: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame title={t('app.verify.title')} notice={notice}>
      <Typography variant="body2" color="text.secondary">
        {t(hasPendingChallenge() ? 'app.verify.intro' : 'app.verify.noChallenge')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert id={ALERT_ID} value={form.alert} />
        <FormField
          name="otp"
          label={t('app.verify.otp')}
          inputMode="numeric"
          value={values.otp}
          onChange={(value) => setValue('otp', value)}
          autoComplete="one-time-code"
          invalid={invalidField === 'otp'}
          describedBy={ALERT_ID}
          inputRef={refs.otp}
        />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {t('app.verify.submit')}
          </Button>
          <Button type="button" fullWidth onClick={() => goTo('/login')}>
            {t('app.verify.back')}
          </Button>
        </Stack>
      </Box>
    </SignInFrame>
  );
};
