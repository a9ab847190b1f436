import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { parseUserInfo } from '../../authProvider/userInfo';

/** /dashboard: a welcome from the identity; its figures come with the transactions issue. */
const DashboardPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = parseUserInfo(identity?.userInfo);
  const title = translate('app.screens.dashboard');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {user ? (
          <Typography gutterBottom>{translate('app.dashboard.welcome', { name: user.name ?? user.phone })}</Typography>
        ) : null}
        <Typography color="text.secondary">{translate('app.dashboard.figuresNotAvailable')}</Typography>
      </CardContent>
    </Card>
  );
};

export default DashboardPage;
