import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import type { PasswordRules } from '../../api/passwordPolicy';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { changePassword } from './profileApi';
import { checkConfirmPassword, checkCurrentPassword, checkNewPassword, type PasswordChangeValues } from './passwordChecks';
import { signOutAfterPasswordChange } from './signOutAfterPasswordChange';

const ALERT_ID = 'change-password-alert';

/**
 * Current password, new password and its confirmation, checked inline with the /forgotPass rules (`rules`: the
 * server's, from the profile answer, once loaded); react-hook-form focuses the first invalid field. A failed call
 * shows one message (the server's says why it refused a password); success signs out to /login.
 */
export const ChangePasswordForm = ({ rules }: { rules?: PasswordRules }) => {
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  // One validator per set of rules: react-admin re-registers the input when its validator changes.
  const validateNewPassword = useMemo(() => checkNewPassword(rules), [rules]);

  const submit = async (values: PasswordChangeValues) => {
    setSending(true);
    setFailure(null);
    try {
      await changePassword({
        currentPassword: values.currentPassword ?? '',
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
      });
      signOutAfterPasswordChange();
    } catch (error) {
      setFailure({ ...failureMessage(error), severity: 'error' });
      setSending(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <Stack spacing={1} sx={{ maxWidth: 420 }}>
        <Typography component="h2" variant="h6">
          {translate('app.profile.changePassword.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.profile.changePassword.intro')}
        </Typography>
        {failure ? (
          <Alert id={ALERT_ID} severity={failure.severity} role="alert">
            {translate(failure.message, { ...failure.args, _: failure.message })}
          </Alert>
        ) : null}
        <PasswordInput
          source="currentPassword"
          label="app.profile.changePassword.currentPassword"
          autoComplete="current-password"
          validate={checkCurrentPassword}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="app.profile.changePassword.newPassword"
          autoComplete="new-password"
          validate={validateNewPassword}
          fullWidth
        />
        <PasswordInput
          source="confirmPassword"
          label="app.profile.changePassword.confirmPassword"
          autoComplete="new-password"
          validate={checkConfirmPassword}
          fullWidth
        />
        <div>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('app.profile.changePassword.submit')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
};
