import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/**
 * The cashier's counter (spec §2 /checkout, /searchphone): find a customer by phone, record a sale that redeems
 * and earns points. Both need the `checkout` action, as their calls do (owners and employees hold it by default).
 */
export const checkout: ScreenResource = {
  name: 'checkout',
  icon: PointOfSaleIcon,
  menu: { labelKey: 'app.menu.checkout' },
  access: readAccess(ACTIONS.checkout),
  routes: [
    route('/checkout', 'checkout', 'list', lazy(() => import('./CheckoutPage'))),
    route('/searchphone', 'searchPhone', 'show', lazy(() => import('./SearchPhonePage'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
};
