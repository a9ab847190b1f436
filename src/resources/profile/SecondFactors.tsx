import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AuthenticatorSection } from './AuthenticatorSection';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { holdsStrongFactor, useFactorStatus } from './useFactorStatus';

/**
 * /profile's second factors (issue 35): passkeys, an authenticator app and the recovery codes that stand in for
 * both. One read of `findFactors` feeds the three sections; each change reads it again.
 */
export const SecondFactors = () => {
  const translate = useTranslate();
  const { status, failure, reload } = useFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (!status) {
    return failure ? (
      <Alert severity="error" role="alert">{translate(failure.message, { ...failure.args, _: failure.message })}</Alert>
    ) : null;
  }
  const strong = holdsStrongFactor(status);
  return (
    <>
      <PasskeysSection status={status} reload={reload} showCodes={setCodes} />
      <Divider sx={{ my: 3 }} />
      <AuthenticatorSection status={status} reload={reload} showCodes={setCodes} />
      {strong || codes ? (
        <>
          <Divider sx={{ my: 3 }} />
          <RecoveryCodesSection
            left={status.recoveryCodesLeft}
            codes={codes}
            showCodes={setCodes}
            onSaved={() => {
              setCodes(null);
              void reload();
            }}
          />
        </>
      ) : null}
    </>
  );
};
