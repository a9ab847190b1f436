import StoreIcon from '@mui/icons-material/Store';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** The merchant's shops (spec §2 /shops, /shop/…). */
export const shops: ScreenResource = {
  name: 'shops',
  icon: StoreIcon,
  menu: { labelKey: 'app.menu.shops' },
  access: {
    ...readAccess(ACTIONS.findShops),
    ...writeAccess(ACTIONS.manageShops),
    export: ACTIONS.exportShops,
  },
  routes: [
    route('/shops', 'shops', 'list'),
    route('/shop/detail/:id', 'shopDetail', 'show'),
    route('/shop/create', 'shopCreate', 'create'),
    route('/shop/edit/:id', 'shopEdit', 'edit'),
    route('/shop/export', 'shopExport', 'export'),
  ],
  messages,
};
