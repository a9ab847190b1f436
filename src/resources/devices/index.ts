import DevicesIcon from '@mui/icons-material/Devices';
import { ACTIONS } from '../../api/permissions';
import { route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** An employee's devices (spec §2 /device/create/:id, reached from the employee's detail). */
export const devices: ScreenResource = {
  name: 'devices',
  icon: DevicesIcon,
  menu: null,
  access: {
    list: ACTIONS.findSubmerchants,
    show: ACTIONS.findSubmerchants,
    create: ACTIONS.manageSubmerchants,
    edit: ACTIONS.manageSubmerchants,
    delete: ACTIONS.manageSubmerchants,
  },
  routes: [route('/device/create/:id', 'deviceCreate', 'create')],
  messages,
};
