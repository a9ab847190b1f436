import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** Staff approve partner vouchers (spec §2 "Voucher approval screen"). */
export const vouchers: ScreenResource = {
  name: 'vouchers',
  icon: FactCheckIcon,
  menu: { labelKey: 'app.menu.voucherApprove' },
  access: {
    ...readAccess(ACTIONS.approveVouchers),
    edit: ACTIONS.approveVouchers,
    approve: ACTIONS.approveVouchers,
  },
  routes: [route('/voucherApprove', 'voucherApprove', 'approve')],
  messages,
};
