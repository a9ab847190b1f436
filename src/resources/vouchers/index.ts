import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/**
 * Staff review and approve partner vouchers (spec §2 "Voucher approval screen", "Voucher review screen") along
 * the lifecycle the server enforces (src/api/voucherLifecycle.ts); both need approvevouchers, as their calls do.
 */
export const vouchers: ScreenResource = {
  name: 'vouchers',
  icon: FactCheckIcon,
  menu: { labelKey: 'app.menu.voucherApprove' },
  access: {
    ...readAccess(ACTIONS.approveVouchers),
    edit: ACTIONS.approveVouchers,
    approve: ACTIONS.approveVouchers,
  },
  routes: [
    route('/voucherApprove', 'voucherApprove', 'approve', lazy(() => import('./ApprovePage'))),
    route('/voucherReview', 'voucherReview', 'edit', lazy(() => import('./ReviewPage'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
};
