import EditNoteIcon from '@mui/icons-material/EditNote';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';

/** The page editor of the back-office (src/dynamic/editor): page definitions and their versions. */
export const pages: ScreenResource = {
  name: 'pages',
  icon: EditNoteIcon,
  menu: { labelKey: 'app.menu.pageEditor' },
  access: { ...readAccess(ACTIONS.managePages), ...writeAccess(ACTIONS.managePages) },
  routes: [route('/pageEditor', 'pageEditor', 'list', lazy(() => import('../../dynamic/editor/PageEditorScreen')))],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
};
