import DevicesIcon from '@mui/icons-material/Devices';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';

/** An employee's devices (spec §2 /device/create/:id, reached from the employee's detail). */
export const devices: ScreenResource = {
  name: 'devices',
  icon: DevicesIcon,
  menu: null,
  access: { ...readAccess(ACTIONS.findSubmerchants), ...writeAccess(ACTIONS.manageSubmerchants) },
  routes: [route('/device/create/:id', 'deviceCreate', 'create', lazy(() => import('./DeviceCreate')))],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { devices: async () => (await import('./data')).devices },
};
