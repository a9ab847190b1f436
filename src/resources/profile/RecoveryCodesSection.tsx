import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { regenerateRecoveryCodes } from './factorsApi';
import { PasswordAgainDialog } from './PasswordAgainDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

/**
 * The recovery codes of a user with a passkey or an authenticator app: how many are left, new ones after the
 * password again, and the codes themselves the once they are shown.
 */
export const RecoveryCodesSection = ({ left, codes, showCodes, onSaved }: {
  left: number;
  codes: string[] | null;
  showCodes: (codes: string[]) => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);

  const regenerate = async (password: string) => {
    const renewed = await regenerateRecoveryCodes(password);
    setAsking(false);
    showCodes(renewed);
  };

  return (
    <Stack component="section" aria-labelledby="recovery-title" spacing={1} sx={{ maxWidth: 520 }}>
      <Typography component="h2" variant="h6" id="recovery-title">
        {translate('app.profile.recovery.title')}
      </Typography>
      {codes ? <RecoveryCodesPanel codes={codes} onDone={onSaved} /> : (
        <>
          <Typography variant="body2" color={left <= 2 ? 'warning.main' : 'text.secondary'}>
            {translate('app.profile.authenticator.codesLeft', { smart_count: left })}
          </Typography>
          <div>
            <Button variant="outlined" onClick={() => setAsking(true)}>
              {translate('app.profile.authenticator.regenerate')}
            </Button>
          </div>
        </>
      )}
      {asking ? (
        <PasswordAgainDialog
          title="app.profile.authenticator.regenerateTitle"
          text="app.profile.authenticator.regenerateText"
          confirm="app.profile.authenticator.regenerate"
          onConfirm={regenerate}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Stack>
  );
};
