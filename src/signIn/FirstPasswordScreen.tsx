import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { AUTH_MESSAGES, PASSWORD_REFUSALS } from '../api/authMessages';
import { changeFirstPassword, leaveFirstPassword } from '../authProvider/firstPassword';
import { passwordProblems } from '../core/passwordProblems';
import { failureMessage, serverMessageOf } from '../ui/feedback/failureMessage';
import { setFlash } from '../ui/feedback/flash';
import { type Check, firstProblem, isBlank } from './firstProblem';
import { FormAlert } from './FormAlert';
import { goTo } from './goTo';
import { useLightI18n } from './LightI18n';
import { PasswordField } from './PasswordField';
import { SignInFrame } from './SignInFrame';
import { useNotice } from './useNotice';
import { useSignInForm } from './useSignInForm';

type Field = 'currentPassword' | 'password' | 'confirmPassword';

const ALERT_ID = 'first-password-alert';
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirmPassword: '' };

const checksOf = (values: Record<Field, string>): Check<Field>[] => [
  { field: 'currentPassword', fails: isBlank(values.currentPassword), message: 'app.validation.passwordRequired' },
  ...passwordProblems(values).map((problem) => ({ ...problem, fails: true })),
];

/**
 * /firstPassword: an employee whose password the owner chose replaces it before anything else. The entry shows this
 * screen whatever the address while the stored user must change it, and the server refuses every other call (403)
 * meanwhile: the step cannot be skipped. The change ends the session; the employee signs in with their own password.
 */
export const FirstPasswordScreen = () => {
  const { t } = useLightI18n();
  const { notice, clearNotice } = useNotice();
  const [busy, setBusy] = useState(false);
  const form = useSignInForm(EMPTY);
  const { values, setValue, refs, invalidField, showProblem, showMessage, showFieldMessage } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem(checksOf(values));
    if (problem) return showProblem(problem);
    clearNotice();
    setBusy(true);
    try {
      await changeFirstPassword(values);
      setFlash({ message: AUTH_MESSAGES.passwordChanged, severity: 'success' });
      goTo('/login');
    } catch (error) {
      const refusal = serverMessageOf(error);
      if (refusal === AUTH_MESSAGES.currentPasswordWrong) showFieldMessage('currentPassword', { message: refusal, severity: 'error' });
      else if (refusal && PASSWORD_REFUSALS.includes(refusal)) showFieldMessage('password', { ...failureMessage(error), severity: 'error' });
      else showMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string) => (
    <PasswordField
      name={name}
      label={t(label)}
      value={values[name]}
      onChange={(value) => setValue(name, value)}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      invalid={invalidField === name}
      describedBy={ALERT_ID}
      inputRef={refs[name]}
    />
  );

  return (
    <SignInFrame title={t('app.firstPassword.title')} notice={notice}>
      <Typography variant="body2" color="text.secondary">
        {t('app.firstPassword.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <FormAlert id={ALERT_ID} value={form.alert} />
        {field('currentPassword', 'app.firstPassword.currentPassword')}
        {field('password', 'app.firstPassword.password')}
        {field('confirmPassword', 'app.firstPassword.confirmPassword')}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            {t('app.firstPassword.submit')}
          </Button>
          <Button type="button" fullWidth onClick={() => void leaveFirstPassword()}>
            {t('app.firstPassword.signOut')}
          </Button>
        </Stack>
      </Box>
    </SignInFrame>
  );
};
