import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { readAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** The cashier's counter: find a customer by phone, earn or redeem points (spec §2 /checkout, /searchphone). */
export const checkout: ScreenResource = {
  name: 'checkout',
  icon: PointOfSaleIcon,
  menu: null,
  // The spec ties these screens to no permission: the session is their only guard.
  access: readAccess(null),
  routes: [route('/checkout', 'checkout', 'list'), route('/searchphone', 'searchPhone', 'show')],
  messages,
};
