import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { PASSWORD_REFUSALS } from '../api/authMessages';
import type { PasswordRules } from '../api/passwordPolicy';
import { createNewPassword, requestPasswordReset, verifyPasswordResetOtp } from '../authProvider/forgotPassword';
import { passwordProblems } from '../core/passwordProblems';
import { CaptchaField } from './CaptchaField';
import { failureMessage, serverMessageOf } from '../ui/feedback/failureMessage';
import { type Check, firstProblem, isBlank } from './firstProblem';
import { setFlash } from '../ui/feedback/flash';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { PasswordField } from './PasswordField';
import { goTo } from './goTo';
import { useLightI18n } from './LightI18n';
import { SignInFrame } from './SignInFrame';
import { useCaptcha } from '../hooks/useCaptcha';
import { useNotice } from './useNotice';
import { useSignInForm } from './useSignInForm';

type Step = 1 | 2 | 3;
type Field = 'username' | 'captchaText' | 'otp' | 'password' | 'confirmPassword';

const ALERT_ID = 'forgot-alert';
const EMPTY: Record<Field, string> = { username: '', captchaText: '', otp: '', password: '', confirmPassword: '' };
const INTRO: Record<Step, string> = { 1: 'app.forgot.usernameIntro', 2: 'app.forgot.otpIntro', 3: 'app.forgot.passwordIntro' };

/** The server's refusals of a new password: shown on the password field, like the app's own checks. */

/** The checks of each step, in the order of spec §5 "Forgot password"; `rules`: the server's, once it said them. */
const checksOf = (step: Step, values: Record<Field, string>, rules: PasswordRules | undefined): Check<Field>[] => {
  if (step === 1) {
    return [
      { field: 'username', fails: isBlank(values.username), message: 'app.validation.emailRequired' },
      { field: 'captchaText', fails: isBlank(values.captchaText), message: 'app.validation.captchaRequired' },
    ];
  }
  if (step === 2) return [{ field: 'otp', fails: isBlank(values.otp), message: 'app.validation.otpRequired' }];
  return passwordProblems(values, rules).map((problem) => ({ ...problem, fails: true }));
};

/** /forgotPass (spec §2, §4 Forgot password): username and captcha, then the e-mailed code, then a new password. */
export const ForgotPasswordScreen = () => {
  const { t } = useLightI18n();
  const { notice, clearNotice } = useNotice();
  const { captcha, reload } = useCaptcha();
  const [step, setStep] = useState<Step>(1);
  // The reset tokens stay in this state, never in storage `session` (a reset is not a sign-in): the one step 1
  // answers is used for the code, the one step 2 answers for the new password.
  const [otpToken, setOtpToken] = useState<string | null>(null);
  const [passwordToken, setPasswordToken] = useState<string | null>(null);
  const [rules, setRules] = useState<PasswordRules | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const form = useSignInForm(EMPTY);
  const { values, setValue, setValues, refs, invalidField, showProblem, showMessage, showFieldMessage } = form;

  const restart = (message: string | null) => {
    setStep(1);
    setOtpToken(null);
    setPasswordToken(null);
    setValues(EMPTY);
    showMessage(message ? { message, severity: 'warning' } : null);
    reload();
  };

  /** Runs the current step's call and moves the flow on (or back, when the server says the step expired). */
  const runStep = async (): Promise<void> => {
    if (step === 1) {
      if (!captcha) {
        reload();
        return showMessage({ message: 'app.signIn.captchaUnavailable', severity: 'error' });
      }
      const answer = await requestPasswordReset({ username: values.username, captchaId: captcha.id, captchaText: values.captchaText });
      if (!answer.token) throw new Error('app.http.somethingWrong');
      setOtpToken(answer.token);
      setStep(2);
      // The same answer whether or not the account exists (the server never tells which).
      return showMessage({ message: 'app.auth.resetCodeSent', severity: 'info' });
    }
    if (step === 2) {
      const answer = await verifyPasswordResetOtp({ otp: values.otp, token: otpToken ?? '' });
      if (answer.expired) return restart('app.forgot.expired');
      setPasswordToken(answer.token ?? otpToken);
      setRules(answer.passwordRules);
      setStep(3);
      return showMessage(null);
    }
    const answer = await createNewPassword({
      password: values.password,
      confirmPassword: values.confirmPassword,
      token: passwordToken ?? '',
    });
    if (answer.expired) {
      // Spec §4: the fields are cleared and the user goes back to the code step.
      if (answer.token) setOtpToken(answer.token);
      setPasswordToken(null);
      setValues((previous) => ({ ...previous, otp: '', password: '', confirmPassword: '' }));
      setStep(2);
      return showMessage({ message: 'app.forgot.passwordStepExpired', severity: 'warning' });
    }
    setFlash({ message: 'app.forgot.done', severity: 'success' });
    goTo('/login');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem(checksOf(step, values, rules));
    if (problem) return showProblem(problem);
    clearNotice();
    setBusy(true);
    try {
      await runStep();
    } catch (error) {
      const refusal = serverMessageOf(error);
      if (step === 3 && refusal && PASSWORD_REFUSALS.includes(refusal)) showFieldMessage('password', { ...failureMessage(error), severity: 'error' });
      else showMessage(failureMessage(error));
      if (step === 1) {
        setValue('captchaText', '');
        reload();
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, type: 'text' | 'email' = 'text') => (
    <FormField
      name={name}
      label={t(label)}
      type={type}
      value={values[name]}
      onChange={(value) => setValue(name, value)}
      autoComplete={name === 'otp' ? 'one-time-code' : 'username'}
      inputMode={name === 'otp' ? 'numeric' : undefined}
      invalid={invalidField === name}
      describedBy={ALERT_ID}
      inputRef={refs[name]}
    />
  );

  const passwordField = (name: 'password' | 'confirmPassword', label: string) => (
    <PasswordField
      name={name}
      label={t(label)}
      value={values[name]}
      onChange={(value) => setValue(name, value)}
      autoComplete="new-password"
      invalid={invalidField === name}
      describedBy={ALERT_ID}
      inputRef={refs[name]}
    />
  );

  return (
    <SignInFrame title={t('app.forgot.title')} notice={notice}>
      <Typography variant="body2" color="text.secondary">
        {t('app.forgot.step', { step })} · {t(INTRO[step])}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert id={ALERT_ID} value={form.alert} />
        {step === 1 ? (
          <>
            {field('username', 'app.forgot.username', 'email')}
            <CaptchaField
              captcha={captcha}
              onRefresh={reload}
              value={values.captchaText}
              onChange={(value) => setValue('captchaText', value)}
              invalid={invalidField === 'captchaText'}
              describedBy={ALERT_ID}
              inputRef={refs.captchaText}
            />
          </>
        ) : null}
        {step === 2 ? field('otp', 'app.forgot.otp') : null}
        {step === 3 ? (
          <>
            {passwordField('password', 'app.forgot.password')}
            {passwordField('confirmPassword', 'app.forgot.confirmPassword')}
          </>
        ) : null}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {t(step === 3 ? 'app.forgot.submit' : 'app.forgot.next')}
          </Button>
          {step > 1 ? (
            <Button type="button" fullWidth onClick={() => restart(null)}>
              {t('app.forgot.back')}
            </Button>
          ) : null}
        </Stack>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button href="#/login" size="small">
          {t('app.forgot.login')}
        </Button>
      </Box>
    </SignInFrame>
  );
};
