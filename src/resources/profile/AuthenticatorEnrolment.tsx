import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AuthenticatorStart } from '../../api/factors';
import { failureMessage } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { confirmAuthenticator } from './factorsApi';

/** The secret in groups of four, easier to read out and type; the app ignores the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), then enter the code the app shows. A
 * right code makes the app active; `onConfirmed` gets the recovery codes to show once (null: the user keeps theirs).
 */
export const AuthenticatorEnrolment = ({ start, onConfirmed, onCancel }: {
  start: AuthenticatorStart;
  onConfirmed: (codes: string[] | null) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    await navigator.clipboard.writeText(start.secret);
    setCopied(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setFailure({ message: 'app.profile.authenticator.codeFormat', severity: 'error' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onConfirmed(await confirmAuthenticator(code));
    } catch (error) {
      setFailure({ ...failureMessage(error), severity: 'error' });
      setCode('');
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ maxWidth: 480 }}>
      <Typography variant="body2">{translate('app.profile.authenticator.scan')}</Typography>
      <Box
        component="img"
        src={start.qrCode}
        alt={translate('app.profile.authenticator.qrAlt')}
        sx={{ width: 200, height: 200, bgcolor: 'common.white', alignSelf: 'flex-start' }}
      />
      <Typography variant="body2">{translate('app.profile.authenticator.typeSecret')}</Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography component="code" data-testid="authenticator-secret" sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }}>
          {grouped(start.secret)}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void copy()}>
          {translate('app.profile.authenticator.copySecret')}
        </Button>
      </Stack>
      <Typography variant="body2" role="status" aria-live="polite">
        {copied ? translate('app.profile.authenticator.copied') : ''}
      </Typography>
      <TextField
        name="code"
        label={translate('app.profile.authenticator.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        error={failure !== null}
        helperText={
          <span role="alert">{failure ? translate(failure.message, { ...failure.args, _: failure.message }) : ''}</span>
        }
        sx={{ maxWidth: 240 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.profile.authenticator.confirm')}
        </Button>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </Stack>
    </Stack>
  );
};
