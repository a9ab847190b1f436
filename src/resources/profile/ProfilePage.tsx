import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Loading, Title, useTranslate } from 'react-admin';
import { failureMessage } from '../../signIn/errorMessage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetails } from './ProfileDetails';
import { useProfile } from './useProfile';

/** /profile (spec §2): the signed-in user's details and the password change. */
const ProfilePage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const { state, reload } = useProfile();
  const title = translate(titleKey);
  const failure = state.status === 'failed' ? failureMessage(state.error) : null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
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
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
};

export default ProfilePage;
