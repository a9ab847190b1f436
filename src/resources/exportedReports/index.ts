import DescriptionIcon from '@mui/icons-material/Description';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/** The export jobs and their files (spec §2 /exportedReports). */
export const exportedReports: ScreenResource = {
  name: 'exportedReports',
  icon: DescriptionIcon,
  menu: { labelKey: 'app.menu.exportedReports' },
  access: readAccess(ACTIONS.exportedReports),
  routes: [route('/exportedReports', 'exportedReports', 'list', lazy(() => import('./ExportedReportList')))],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { exportedReports: async () => (await import('./data')).exportedReports },
};
