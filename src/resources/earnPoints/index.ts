import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/** Points customers earned at the merchant's shops (spec §2 /earn-point-history). */
export const earnPoints: ScreenResource = {
  name: 'earnPoints',
  icon: LoyaltyIcon,
  menu: { labelKey: 'app.menu.earnPoints' },
  access: { ...readAccess(ACTIONS.earnPointHistory), export: ACTIONS.earnPointHistory },
  routes: [route('/earn-point-history', 'earnPointHistory', 'list', lazy(() => import('./EarnPointList')))],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { earnPoints: async () => (await import('./data')).earnPoints },
};
