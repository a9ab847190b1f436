import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FACTOR_MESSAGES } from '../../api/factors';
import { failureMessage, serverMessageOf } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';

export interface PasswordAgainProps {
  title: string;
  /** Values for the title's placeholders ("Remove %{name}?"). */
  titleArgs?: Record<string, string>;
  text: string;
  confirm: string;
  /** Runs with the password typed; a refusal stays in the dialog. */
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the password again before a step that weakens or renews a second factor. */
export const PasswordAgainDialog = ({ title, titleArgs, text, confirm, onConfirm, onClose }: PasswordAgainProps) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const wrongPassword = failure?.message === FACTOR_MESSAGES.passwordWrong;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(password);
    } catch (error) {
      setFailure(serverMessageOf(error) === FACTOR_MESSAGES.passwordWrong
        ? { message: FACTOR_MESSAGES.passwordWrong, severity: 'error' }
        : { ...failureMessage(error), severity: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="password-again-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="password-again-title">{translate(title, titleArgs)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(text)}</DialogContentText>
          {failure && !wrongPassword ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(failure.message, { ...failure.args, _: failure.message })}
            </Alert>
          ) : null}
          <TextField
            name="password"
            type="password"
            label={translate('app.profile.authenticator.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
            fullWidth
            required
            error={wrongPassword}
            helperText={wrongPassword ? <span role="alert">{translate(FACTOR_MESSAGES.passwordWrong)}</span> : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !password}>
            {translate(confirm)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
