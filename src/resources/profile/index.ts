import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/**
 * /profile: the signed-in user's details and password change, security history, sessions and trusted devices;
 * always allowed (spec §6). Exporting one's history needs the exported reports screen, where the file is.
 */
export const profile: ScreenResource = {
  name: 'profile',
  icon: AccountCircleIcon,
  menu: null,
  access: { ...readAccess(ACTIONS.profile), edit: ACTIONS.profile, export: ACTIONS.exportedReports },
  routes: [route('/profile', 'profile', 'show', lazy(() => import('./ProfilePage')))],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { activity: async () => (await import('./data')).activity },
};
