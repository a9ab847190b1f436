import PersonIcon from '@mui/icons-material/Person';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { AppBar as RaAppBar, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

/** "Profile" in the user menu: opens /profile (details and password change). */
const ProfileMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/profile" onClick={userMenu?.onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.screens.profile')}</ListItemText>
    </MenuItem>
  );
};

/** react-admin's app bar (title, language switch, refresh) with a user menu that leads to /profile. */
export const AppBar = () => (
  <RaAppBar
    userMenu={
      <UserMenu>
        <ProfileMenuItem />
        <Logout />
      </UserMenu>
    }
  />
);
