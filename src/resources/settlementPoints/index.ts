import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/** Settling redeemed points with the platform (spec §2 /settlement-point, /createSettlementPoint). */
export const settlementPoints: ScreenResource = {
  name: 'settlementPoints',
  icon: PaymentsIcon,
  menu: { labelKey: 'app.menu.settlement' },
  access: {
    ...readAccess(ACTIONS.settlementPointHistory),
    export: ACTIONS.settlementPointHistory,
    create: ACTIONS.settlementPoint,
  },
  routes: [
    route('/settlement-point', 'settlementPoint', 'list', lazy(() => import('./SettlementList'))),
    route('/createSettlementPoint', 'createSettlementPoint', 'create', lazy(() => import('./CreateSettlement'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { settlementPoints: async () => (await import('./data')).settlementPoints },
};
