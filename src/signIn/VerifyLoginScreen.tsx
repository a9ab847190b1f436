import { ERR } from '../api/codes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '../api/authMessages';
import type { SignInFactor } from '../api/factors';
import { hasPendingChallenge, pendingCodeState, resendLoginOtp, verifyLogin, verifyLoginWithPasskey } from '../authProvider/signIn';
import { PASSKEY_BROWSER_MESSAGES } from '../authProvider/browserPasskeys';
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

/** The field's label and what the screen asks for, by the factor being answered. */
const ASKED = {
  totp: { label: 'app.verify.appCode', intro: 'app.verify.introApp', inputMode: 'numeric', autoComplete: 'one-time-code' },
  recoveryCode: { label: 'app.verify.recoveryCode', intro: 'app.verify.introRecovery', inputMode: 'text', autoComplete: 'off' },
} as const;

/** The button that switches to another way of answering. */
const WAY = { passkey: 'app.verify.usePasskey', totp: 'app.verify.useApp', recoveryCode: 'app.verify.useRecoveryCode' } as const;

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
 * be asked for once the countdown (60 s from arrival, then the wait each resend answers) is over. A user with a
 * passkey or an authenticator app is asked for it first (no SMS was sent), with the other, a recovery code or an SMS
 * as other ways.
 */
export const VerifyLoginScreen = () => {
  const { t } = useLightI18n();
  const { notice, clearNotice } = useNotice();
  const preloads = useSignInPreloads();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [code] = useState(pendingCodeState);
  const [factor, setFactor] = useState<SignInFactor>(code.factors[0]);
  const [smsSent, setSmsSent] = useState(false);
  const [resendAt, setResendAt] = useState(code.resendAt);
  const secondsLeft = useCountdown(resendAt);
  const form = useSignInForm({ otp: '' });
  const { values, setValue, refs, invalidField, showProblem, showMessage, showFieldMessage } = form;

  /** The passkey's prompt; closed or refused, the user stays here to try again or use another way. */
  const usePasskey = async () => {
    showMessage(null);
    clearNotice();
    setBusy(true);
    preloads.shell();
    try {
      goTo(await verifyLoginWithPasskey());
    } catch (error) {
      const message = serverMessageOf(error);
      if (message === AUTH_MESSAGES.otpInvalid) showMessage({ message: 'app.verify.passkeyRefused', severity: 'warning' });
      else if (error instanceof HttpError && error.status === ERR.badRequest) backToLogin(error);
      else showMessage({ ...failureMessage(error), severity: error instanceof Error && error.message === PASSKEY_BROWSER_MESSAGES.cancelled ? 'info' : 'warning' });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (factor === 'passkey') return void usePasskey();
    const problem = firstProblem([{ field: 'otp', fails: isBlank(values.otp), message: 'app.validation.otpRequired' }] as const);
    if (problem) return showProblem(problem);
    showMessage(null);
    clearNotice();
    setBusy(true);
    preloads.shell();
    try {
      goTo(await verifyLogin(values.otp, factor));
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

  /** Another factor: the field empties; the intro above it (a polite live region) says what is asked now. */
  const switchTo = (next: SignInFactor) => {
    setFactor(next);
    setValue('otp', '');
    showMessage(null);
  };

  const resend = async () => {
    if (resending || secondsLeft > 0) return;
    clearNotice();
    setResending(true);
    try {
      setResendAt(secondsFrom(await resendLoginOtp()));
      if (factor !== 'sms') {
        switchTo('sms');
        setSmsSent(true);
      } else showMessage({ message: 'app.verify.resent', severity: 'success' });
    } catch (error) {
      const wait = waitOf(error);
      if (wait !== null) setResendAt(secondsFrom(wait));
      if (serverMessageOf(error) === AUTH_MESSAGES.otpExpired) backToLogin(error);
      else showMessage({ ...failureMessage(error), severity: 'warning' });
    } finally {
      setResending(false);
    }
  };

  const intro = (): string => {
    if (!hasPendingChallenge()) return 'app.verify.noChallenge';
    if (factor === 'passkey') return 'app.verify.introPasskey';
    if (factor === 'recoveryCode' && code.factors.includes('passkey')) return 'app.verify.introRecoveryAny';
    if (factor !== 'sms') return ASKED[factor].intro;
    return smsSent ? 'app.verify.introSmsSent' : INTRO[code.state];
  };
  /** The other ways offered, in the server's order of preference, the SMS last (it has its own countdown). */
  const otherWays = code.factors.filter((other): other is Exclude<SignInFactor, 'sms'> => other !== factor && other !== 'sms');

  return (
    <SignInFrame title={t('app.verify.title')} notice={notice}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t(intro())}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert id={ALERT_ID} value={form.alert} />
        {factor === 'passkey' ? null : (
          <FormField
            name="otp"
            label={t(factor === 'sms' ? 'app.verify.otp' : ASKED[factor].label)}
            inputMode={factor === 'sms' ? 'numeric' : ASKED[factor].inputMode}
            value={values.otp}
            onChange={(value) => setValue('otp', value)}
            autoComplete={factor === 'sms' ? 'one-time-code' : ASKED[factor].autoComplete}
            invalid={invalidField === 'otp'}
            describedBy={ALERT_ID}
            inputRef={refs.otp}
          />
        )}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {factor !== 'passkey' ? t('app.verify.submit') : busy ? t('app.verify.passkeyWaiting') : t('app.verify.usePasskey')}
          </Button>
          {otherWays.map((other) => (
            <Button key={other} type="button" fullWidth variant="outlined" disabled={busy} onClick={() => switchTo(other)}>
              {t(WAY[other])}
            </Button>
          ))}
          {factor === 'sms' ? (
            <Button type="button" fullWidth variant="outlined" disabled={resending || secondsLeft > 0} onClick={resend}>
              {secondsLeft > 0 ? t('app.verify.resendIn', { seconds: secondsLeft }) : t('app.verify.resend')}
            </Button>
          ) : code.factors.includes('sms') ? (
            // Left out for a user whose role requires the passkey or app they have: the server sends them no SMS.
            <Button type="button" fullWidth variant="outlined" disabled={busy || resending || secondsLeft > 0} onClick={resend}>
              {resending ? t('app.verify.sendingSms') : secondsLeft > 0 ? t('app.verify.resendIn', { seconds: secondsLeft }) : t('app.verify.useSms')}
            </Button>
          ) : null}
          <Button type="button" fullWidth onClick={() => goTo('/login')}>
            {t('app.verify.back')}
          </Button>
        </Stack>
      </Box>
    </SignInFrame>
  );
};
