import PersonIcon from '@mui/icons-material/Person';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import {
  AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, ToggleThemeButton, useGetIdentity, UserMenu, useTranslate, useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ZoneNote } from '../ui/timeZone/ZoneNote';

/**
 * "Profile" in the user menu: opens /profile (details and password change). The menu hands its first item
 * `autoFocus` and `tabIndex` (WAI-ARIA menu: the focus lands on an item, and the arrows move it): passed on.
 */
const ProfileMenuItem = (props: Pick<MenuItemProps, 'autoFocus' | 'tabIndex'>) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} component={Link} to="/profile" onClick={userMenu?.onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.screens.profile')}</ListItemText>
    </MenuItem>
  );
};

/**
 * react-admin's toolbar (language, light or dark, refresh). On a phone the language button shows its icon only, so
 * that the title has room; the language's name stays its accessible name (the text is there, at no size).
 */
const Toolbar = () => (
  <>
    <Box component="span" sx={{ '& .MuiButton-root': { minWidth: 0, fontSize: { xs: 0, sm: 'inherit' } }, '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}>
      <LocalesMenuButton />
    </Box>
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/**
 * On a phone the title wraps onto a second line in a smaller type instead of being cut to a few letters; the bar
 * holds two lines (a longer title ends in "…", and the page's heading says it whole).
 */
const TITLE_SX = {
  typography: { xs: 'subtitle1', sm: 'h6' },
  lineHeight: { xs: 1.2, sm: 1.6 },
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: { xs: 2 },
  WebkitBoxOrient: 'vertical',
};

/**
 * react-admin's app bar (title, language switch, refresh) with a user menu that leads to /profile. On wide screens
 * the menu button shows the user's name, so its accessible name starts with that name (voice control users say
 * what they see); on narrow ones it is an icon named by the catalogue's key alone: react-admin reads the icon's label
 * as a key and falls back to the English 'Profile' for any other text. Beside the title, which clock the times
 * follow when the device's differs.
 */
export const AppBar = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin's own test for showing the name (UserMenu: the 'sm' breakpoint and up).
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label = showsName && identity?.fullName ? `${identity.fullName}, ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <RaAppBar
      toolbar={<Toolbar />}
      userMenu={
        <UserMenu label={label}>
          <ProfileMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal sx={TITLE_SX} />
      <ZoneNote sx={{ display: { xs: 'none', sm: 'block' } }} />
    </RaAppBar>
  );
};
