import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { route, type ScreenResource } from '../screen';

/**
 * /team-activity (issue 13): the owner's view of the whole team's security history, filtered by person, kind and
 * date and exported as a job, and of the team's live sessions, each person signed out with one button. Reached
 * from /profile's Security history and from /submerchants, not from the side menu (spec §2 fixes its entries).
 */
export const teamActivity: ScreenResource = {
  name: 'teamActivity',
  icon: ManageSearchIcon,
  menu: null,
  access: { list: ACTIONS.teamActivity, export: ACTIONS.teamActivity },
  routes: [route('/team-activity', 'teamActivity', 'list', lazy(() => import('./TeamActivityPage')))],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { teamActivity: async () => (await import('./data')).teamActivity },
};
