import BusinessIcon from '@mui/icons-material/Business';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** The merchant's information, balance, channels and bank accounts (spec §2 /merchants). */
export const merchants: ScreenResource = {
  name: 'merchants',
  icon: BusinessIcon,
  menu: { labelKey: 'app.menu.merchantInfo' },
  access: readAccess(ACTIONS.merchantInfo),
  routes: [route('/merchants', 'merchants', 'list')],
  messages,
};
