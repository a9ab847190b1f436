import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';
import { ACTIONS, type Action } from '../../api/permissions';
import { holdsAction } from '../../authProvider/canAccess';
import type { UserInfo } from '../../authProvider/userInfo';

/** The back-office's screens a staff member may open from the welcome, each with the action it needs. */
const STAFF_SCREENS: readonly { path: string; titleKey: string; action: Action }[] = [
  { path: '/pageEditor', titleKey: 'app.screens.pageEditor', action: ACTIONS.managePages },
  { path: '/voucherApprove', titleKey: 'app.screens.voucherApprove', action: ACTIONS.approveVouchers },
];

/** The staff account's dashboard: what the back-office is for and links to its screens, no merchant's figures. */
export const StaffWelcome = ({ user }: { user: UserInfo }) => {
  const translate = useTranslate();
  const screens = STAFF_SCREENS.filter((screen) => holdsAction(user, screen.action));
  return (
    <>
      <Typography gutterBottom>{translate('app.dashboard.staffIntro')}</Typography>
      {screens.length ? (
        <>
          <Typography component="h2" variant="h6">
            {translate('app.dashboard.staffLinks')}
          </Typography>
          <List>
            {screens.map((screen) => (
              <ListItem key={screen.path} disableGutters>
                <Link to={screen.path}>{translate(screen.titleKey)}</Link>
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </>
  );
};
