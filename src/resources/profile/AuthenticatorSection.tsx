import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AuthenticatorStart } from '../../api/factors';
import { formatDate } from '../../core/formatDate';
import { AuthenticatorEnrolment } from './AuthenticatorEnrolment';
import { removeAuthenticator, startAuthenticator } from './factorsApi';
import { PasswordAgainDialog } from './PasswordAgainDialog';
import type { FactorSectionProps } from './factorSection';

/**
 * /profile's "Authenticator app" (issue 35): set one up (the password again, then the QR code or secret, then a first
 * code) or remove it after typing the password again. With an app, sign-in asks for its code instead of an SMS.
 */
export const AuthenticatorSection = ({ status, reload, showCodes }: FactorSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [starting, setStarting] = useState(false);
  const [enrolling, setEnrolling] = useState<AuthenticatorStart | null>(null);
  const [removing, setRemoving] = useState(false);

  const start = async (password: string) => {
    setEnrolling(await startAuthenticator(password));
    setStarting(false);
  };

  const confirmed = (shown: string[] | null) => {
    setEnrolling(null);
    if (shown) showCodes(shown);
    notify('app.profile.authenticator.enrolled', { type: 'success' });
    void reload();
  };

  const remove = async (password: string) => {
    await removeAuthenticator(password);
    setRemoving(false);
    notify(status.passkeys.length > 0 ? 'app.profile.authenticator.removedKeepsPasskeys' : 'app.profile.authenticator.removed', { type: 'success' });
    await reload();
  };

  const active = status.authenticator.state === 'active';
  const since = formatDate(status.authenticator.confirmedAt);

  const body = () => {
    if (enrolling) return <AuthenticatorEnrolment start={enrolling} onConfirmed={confirmed} onCancel={() => setEnrolling(null)} />;
    if (!active) {
      return (
        <>
          <Typography variant="body2" color="text.secondary">{translate('app.profile.authenticator.none')}</Typography>
          <div>
            <Button variant="contained" onClick={() => setStarting(true)}>
              {translate('app.profile.authenticator.setUp')}
            </Button>
          </div>
        </>
      );
    }
    return (
      <>
        <Typography variant="body2">{translate('app.profile.authenticator.active', { date: since })}</Typography>
        <div>
          <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
            {translate('app.profile.authenticator.remove')}
          </Button>
        </div>
      </>
    );
  };

  return (
    <Stack component="section" aria-labelledby="authenticator-title" spacing={1} sx={{ maxWidth: 520 }}>
      <Typography component="h2" variant="h6" id="authenticator-title">
        {translate('app.profile.authenticator.title')}
      </Typography>
      {body()}
      {starting ? (
        <PasswordAgainDialog
          title="app.profile.authenticator.setUpTitle"
          text="app.profile.authenticator.setUpText"
          confirm="app.profile.authenticator.next"
          onConfirm={start}
          onClose={() => setStarting(false)}
        />
      ) : null}
      {removing ? (
        <PasswordAgainDialog
          title="app.profile.authenticator.removeTitle"
          text={status.passkeys.length > 0 ? 'app.profile.authenticator.removeTextPasskeys' : 'app.profile.authenticator.removeText'}
          confirm="app.profile.authenticator.remove"
          onConfirm={remove}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </Stack>
  );
};
