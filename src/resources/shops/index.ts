import StoreIcon from '@mui/icons-material/Store';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';

const ShopList = lazy(() => import('./ShopList'));

/** The merchant's shops (spec §2 /shops, /shop/…); /shop/export is the list, whose Export button starts the job. */
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
    route('/shops', 'shops', 'list', ShopList),
    route('/shop/detail/:id', 'shopDetail', 'show', lazy(() => import('./ShopShow'))),
    route('/shop/create', 'shopCreate', 'create', lazy(() => import('./ShopCreate'))),
    route('/shop/edit/:id', 'shopEdit', 'edit', lazy(() => import('./ShopEdit'))),
    route('/shop/export', 'shopExport', 'export', ShopList),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { shops: async () => (await import('./data')).shops },
};
