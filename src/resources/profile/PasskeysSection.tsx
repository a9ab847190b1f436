import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { FACTOR_MESSAGES, type FactorStatus } from '../../api/factors';
import { formatDate } from '../../core/formatDate';
import { PASSKEY_BROWSER_MESSAGES, passkeysSupported } from '../../authProvider/browserPasskeys';
import { failureMessage, serverMessageOf } from '../../ui/feedback/failureMessage';
import type { FormMessage } from '../../ui/feedback/formMessage';
import { addPasskey, removePasskey } from './factorsApi';
import { PasswordAgainDialog } from './PasswordAgainDialog';
import type { FactorSectionProps } from './factorSection';

type Passkey = FactorStatus['passkeys'][number];
const NAME_MAX = 60;

/**
 * /profile's "Passkeys" (issue 35): the user's passkeys (name, added, last used), a new one named, the password typed
 * again and created by the browser's prompt, one removed after the password again. With a passkey, sign-in asks for it instead of an SMS.
 */
export const PasskeysSection = ({ status, reload, showCodes }: FactorSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormMessage | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setFailure({ message: 'app.profile.passkeys.nameRequired', severity: 'error' });
      return;
    }
    if (!password) {
      setFailure({ message: 'app.profile.passkeys.passwordRequired', severity: 'error' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const codes = await addPasskey(name, password);
      setNaming(false);
      setName('');
      setPassword('');
      if (codes) showCodes(codes);
      notify('app.profile.passkeys.added', { type: 'success', messageArgs: { name: name.trim() } });
      await reload();
    } catch (error) {
      const cancelled = error instanceof Error && error.message === PASSKEY_BROWSER_MESSAGES.cancelled;
      setFailure({ ...failureMessage(error), severity: cancelled ? 'info' : 'error' });
      if (serverMessageOf(error) === FACTOR_MESSAGES.passwordWrong) setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (password: string) => {
    if (!removing) return;
    await removePasskey(removing.id, password);
    notify('app.profile.passkeys.removed', { type: 'success', messageArgs: { name: removing.name } });
    setRemoving(null);
    await reload();
  };

  const alert = failure ? (
    <Alert severity={failure.severity} role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert>
  ) : null;

  return (
    <Stack component="section" aria-labelledby="passkeys-title" spacing={1} sx={{ maxWidth: 520 }}>
      <Typography component="h2" variant="h6" id="passkeys-title">
        {translate('app.profile.passkeys.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(status.passkeys.length > 0 ? 'app.profile.passkeys.some' : 'app.profile.passkeys.none')}
      </Typography>
      {status.passkeys.length > 0 ? (
        <Box component="ul" aria-labelledby="passkeys-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {status.passkeys.map((passkey) => (
            <Stack
              component="li"
              key={passkey.id}
              direction="row"
              spacing={1}
              alignItems="center"
              justifyContent="space-between"
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <div>
                <Typography variant="body1">{passkey.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.profile.passkeys.addedOn', { date: formatDate(passkey.createdAt) })}
                  {' · '}
                  {passkey.lastUsedAt ? translate('app.profile.passkeys.usedOn', { date: formatDate(passkey.lastUsedAt) }) : translate('app.profile.passkeys.notUsed')}
                </Typography>
              </div>
              <Button
                color="error"
                onClick={() => setRemoving(passkey)}
                aria-label={translate('app.profile.passkeys.removeNamed', { name: passkey.name })}
              >
                {translate('app.profile.passkeys.remove')}
              </Button>
            </Stack>
          ))}
        </Box>
      ) : null}
      {!supported ? (
        <Typography variant="body2" color="text.secondary">{translate(PASSKEY_BROWSER_MESSAGES.unsupported)}</Typography>
      ) : naming ? (
        <Stack component="form" noValidate onSubmit={add} spacing={1.5} sx={{ pt: 1 }}>
          <TextField
            name="passkeyName"
            label={translate('app.profile.passkeys.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText={translate('app.profile.passkeys.nameHelp')}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            required
            autoFocus
            error={failure?.message === 'app.profile.passkeys.nameRequired'}
            sx={{ maxWidth: 360 }}
          />
          <TextField
            name="password"
            type="password"
            label={translate('app.profile.authenticator.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            helperText={translate('app.profile.passkeys.passwordHelp')}
            autoComplete="current-password"
            required
            error={failure?.message === 'app.profile.passkeys.passwordRequired' || failure?.message === FACTOR_MESSAGES.passwordWrong}
            sx={{ maxWidth: 360 }}
          />
          {alert}
          <Typography variant="body2" role="status" aria-live="polite">
            {busy ? translate('app.profile.passkeys.waiting') : ''}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('app.profile.passkeys.create')}
            </Button>
            <Button disabled={busy} onClick={() => { setNaming(false); setPassword(''); setFailure(null); }}>{translate('ra.action.cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <div>
          <Button variant={status.passkeys.length > 0 ? 'outlined' : 'contained'} onClick={() => setNaming(true)}>
            {translate('app.profile.passkeys.add')}
          </Button>
        </div>
      )}
      {removing ? (
        <PasswordAgainDialog
          title="app.profile.passkeys.removeTitle"
          titleArgs={{ name: removing.name }}
          text="app.profile.passkeys.removeText"
          confirm="app.profile.passkeys.remove"
          onConfirm={remove}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
};
