import PeopleIcon from '@mui/icons-material/People';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** The merchant's employees (sub-merchants; spec §2 /submerchants, /submerchant/…). */
export const submerchants: ScreenResource = {
  name: 'submerchants',
  icon: PeopleIcon,
  menu: { labelKey: 'app.menu.employees' },
  access: { ...readAccess(ACTIONS.findSubmerchants), ...writeAccess(ACTIONS.manageSubmerchants) },
  routes: [
    route('/submerchants', 'submerchants', 'list'),
    route('/submerchant/create', 'submerchantCreate', 'create'),
    route('/submerchant/edit/:id', 'submerchantEdit', 'edit'),
    route('/submerchant/detail/:id', 'submerchantDetail', 'show'),
  ],
  messages,
};
