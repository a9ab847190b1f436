import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';

/** The page engine's generic screens (spec §2): /form?page&mode&id&embed&voucher and /list?page. */
export const records: ScreenResource = {
  name: 'records',
  icon: ListAltIcon,
  menu: null,
  access: { ...readAccess(ACTIONS.manageRecords), ...writeAccess(ACTIONS.manageRecords) },
  routes: [
    route('/form', 'form', 'edit', lazy(() => import('../../dynamic/screens/FormScreen'))),
    route('/list', 'list', 'list', lazy(() => import('../../dynamic/screens/ListScreen'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
};
