import DashboardIcon from '@mui/icons-material/Dashboard';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';
import { DashboardScreen } from './DashboardScreen';

/** /dashboard: always allowed (spec §6). */
export const dashboard: ScreenResource = {
  name: 'dashboard',
  icon: DashboardIcon,
  menu: { labelKey: 'app.menu.dashboard' },
  access: readAccess(ACTIONS.dashboard),
  routes: [route('/dashboard', 'dashboard', 'list', DashboardScreen)],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
};
