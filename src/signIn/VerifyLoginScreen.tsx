import { ERR } from '../api/codes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '../api/authMessages';
import { hasPendingChallenge, pendingCodeState, resendLoginOtp, verifyLogin } from '../authProvider/signIn';
import { HttpError } from '../dataProvider/HttpError';
import { failureMessage, serverMessageOf } from '../ui/feedback/failureMessage';
import { firstProblem, isBlank } from './firstProblem';
import { setFlash } from '../ui/feedback/flash';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { goTo } from './goTo';
import { useLightI18n } from './LightI18n';
import { SignInFrame } from './SignInFrame';
import { useCountdown } from './useCountdown';
import { useNotice } from './useNotice';
import { useSignInForm } from './useSignInForm';
import { useSignInPreloads } from './preloads';

const ALERT_ID = 'verify-alert';

/** What the screen says of the code: a new one, one sent moments ago and still valid, or one to ask for shortly. */
const INTRO = { sent: 'app.verify.intro', resumed: 'app.verify.introResumed', deferred: 'app.verify.introDeferred' } as const;

const secondsFrom = (seconds: number): number => Date.now() + seconds * 1000;

/** The wait a throttled answer (429) asks for, when it says one. */
const waitOf = (error: unknown): number | null => {
  const seconds = error instanceof HttpError && error.status === ERR.tooManyRequests ? error.messageArgs?.seconds : undefined;
  return typeof seconds === 'number' ? seconds : null;
};

/** The challenge is over (expired, used, or killed by wrong codes): back to /login, which shows why. */
const backToLogin = (error: unknown): void => {
  setFlash({ ...failureMessage(error), severity: 'error' });
  goTo('/login');
};

/**
 * /verifyLogin (spec §2, §4 Verify login): the SMS code finishes a sign-in the server challenged; a new code can
 * be asked for once the countdown (60 s from arrival, then the wait each resend answers) is over.
 */
export const VerifyLoginScreen = () => {
  const { t } = useLightI18n();
  const { notice, clearNotice } = useNotice();
  const preloads = useSignInPreloads();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [code] = useState(pendingCodeState);
  const [resendAt, setResendAt] = useState(code.resendAt);
  const secondsLeft = useCountdown(resendAt);
  const form = useSignInForm({ otp: '' });
  const { values, setValue, refs, invalidField, showProblem, showMessage, showFieldMessage } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem([{ field: 'otp', fails: isBlank(values.otp), message: 'app.validation.otpRequired' }] as const);
    if (problem) return showProblem(problem);
    showMessage(null);
    clearNotice();
    setBusy(true);
    preloads.shell();
    try {
      goTo(await verifyLogin(values.otp));
    } catch (error) {
      if (serverMessageOf(error) === AUTH_MESSAGES.otpInvalid) {
        // Deviation from spec §4 ("Error code 400: alert, then go to /login"), so that a mistyped code
        // keeps the user here to try again. The server kills the challenge after 5 wrong codes and then answers
        // otpExpired, which does go back to /login.
        setValue('otp', '');
        showFieldMessage('otp', { ...failureMessage(error), severity: 'warning' });
      } else if (error instanceof HttpError && error.status === ERR.badRequest) {
        backToLogin(error);
      } else {
        showMessage({ ...failureMessage(error), severity: 'warning' });
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (resending || secondsLeft > 0) return;
    clearNotice();
    setResending(true);
    try {
      setResendAt(secondsFrom(await resendLoginOtp()));
      showMessage({ message: 'app.verify.resent', severity: 'success' });
    } catch (error) {
      const wait = waitOf(error);
      if (wait !== null) setResendAt(secondsFrom(wait));
      if (serverMessageOf(error) === AUTH_MESSAGES.otpExpired) backToLogin(error);
      else showMessage({ ...failureMessage(error), severity: 'warning' });
    } finally {
      setResending(false);
    }
  };

  return (
    <SignInFrame title={t('app.verify.title')} notice={notice}>
      <Typography variant="body2" color="text.secondary">
        {t(hasPendingChallenge() ? INTRO[code.state] : 'app.verify.noChallenge')}
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
          <Button type="button" fullWidth variant="outlined" disabled={resending || secondsLeft > 0} onClick={resend}>
            {secondsLeft > 0 ? t('app.verify.resendIn', { seconds: secondsLeft }) : t('app.verify.resend')}
          </Button>
          <Button type="button" fullWidth onClick={() => goTo('/login')}>
            {t('app.verify.back')}
          </Button>
        </Stack>
      </Box>
    </SignInFrame>
  );
};
