import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** /profile: the signed-in user's details and password change; always allowed (spec §6). */
export const profile: ScreenResource = {
  name: 'profile',
  icon: AccountCircleIcon,
  menu: null,
  access: { ...readAccess(ACTIONS.profile), edit: ACTIONS.profile },
  routes: [route('/profile', 'profile', 'show', lazy(() => import('./ProfilePage')))],
  messages,
};
