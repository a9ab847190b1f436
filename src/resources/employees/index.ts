import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';

/** The merchant's employees (sub-merchants; spec §2 /submerchants, /submerchant/…). */
export const employees: ScreenResource = {
  name: 'employees',
  icon: PeopleIcon,
  menu: { labelKey: 'app.menu.employees' },
  access: { ...readAccess(ACTIONS.findSubmerchants), ...writeAccess(ACTIONS.manageSubmerchants), export: ACTIONS.findSubmerchants },
  routes: [
    route('/submerchants', 'submerchants', 'list', lazy(() => import('./EmployeeList'))),
    route('/submerchant/create', 'submerchantCreate', 'create', lazy(() => import('./EmployeeCreate'))),
    route('/submerchant/edit/:id', 'submerchantEdit', 'edit', lazy(() => import('./EmployeeEdit'))),
    route('/submerchant/detail/:id', 'submerchantDetail', 'show', lazy(() => import('./EmployeeShow'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { employees: async () => (await import('./data')).employees },
};
