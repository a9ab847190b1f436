import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'react-admin';
import { parseUserInfo } from '../../authProvider/userInfo';
import { ScreenCard } from '../../ui/ScreenCard';

/** /dashboard: a welcome from the identity; its figures come with the transactions issue. */
const DashboardPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = parseUserInfo(identity?.userInfo);
  const title = translate('app.screens.dashboard');
  return (
    <ScreenCard title={title}>
      {user ? (
        <Typography gutterBottom>{translate('app.dashboard.welcome', { name: user.name ?? user.phone })}</Typography>
      ) : null}
      <Typography color="text.secondary">{translate('app.dashboard.figuresNotAvailable')}</Typography>
    </ScreenCard>
  );
};

export default DashboardPage;
