import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/** The merchant's information, balance, channels and bank accounts, and moving money (spec §2 /merchants). */
export const money: ScreenResource = {
  name: 'money',
  icon: BusinessIcon,
  menu: { labelKey: 'app.menu.merchantInfo' },
  access: readAccess(ACTIONS.merchantInfo),
  routes: [route('/merchants', 'merchants', 'list', lazy(() => import('./MerchantPage')))],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
};
