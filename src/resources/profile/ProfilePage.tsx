import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { ComponentType } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { failureMessage } from '../../ui/feedback/failureMessage';
import { SecondFactors } from './SecondFactors';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgetDeviceSection } from './ForgetDeviceSection';
import { ProfileDetails } from './ProfileDetails';
import { type ProfileTab, ProfileTabs } from './ProfileTabs';
import { SecurityHistoryTab } from './SecurityHistoryTab';
import { SessionsTab } from './SessionsTab';
import { TrustedDevicesTab } from './TrustedDevicesTab';
import { useProfile } from './useProfile';
import { ScreenCard } from '../../ui/ScreenCard';

/** The first tab: the user's details, the password change, the authenticator app and "Forget this device". */
const AccountTab = () => {
  const translate = useTranslate();
  const { state, reload } = useProfile();
  const failure = state.status === 'failed' ? failureMessage(state.error) : null;
  return (
    <>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'loaded' ? <ProfileDetails profile={state.profile} /> : null}
      {failure ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate('app.profile.retry')}
            </Button>
          }
        >
          {translate('app.profile.loadFailed')} {translate(failure.message, { ...failure.args, _: failure.message })}
        </Alert>
      ) : null}
      <Divider sx={{ my: 3 }} />
      <ChangePasswordForm rules={state.status === 'loaded' ? state.profile.passwordRules : undefined} />
      <Divider sx={{ my: 3 }} />
      <SecondFactors />
      <Divider sx={{ my: 3 }} />
      <ForgetDeviceSection />
    </>
  );
};

const PANELS: Record<ProfileTab, ComponentType> = {
  account: AccountTab,
  history: SecurityHistoryTab,
  sessions: SessionsTab,
  devices: TrustedDevicesTab,
};

/**
 * /profile (spec §2): the signed-in user's details, the password change and "Forget this device"; and the
 * security history, the sessions and the trusted devices (issue 13), each a tab.
 */
const ProfilePage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  return (
    <ScreenCard title={translate(titleKey)}>
      <ProfileTabs
        panel={(tab) => {
          const Panel = PANELS[tab];
          return <Panel />;
        }}
      />
    </ScreenCard>
  );
};

export default ProfilePage;
