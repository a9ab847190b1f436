import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';
import { messages } from './messages';

/** API keys of third-party users (spec §2, §6: only users of type thirdparty). */
export const apiKeys: ScreenResource = {
  name: 'apiKeys',
  icon: VpnKeyIcon,
  menu: { labelKey: 'app.menu.apiKeys' },
  access: { ...readAccess(ACTIONS.findApiKeys), ...writeAccess(ACTIONS.manageApiKeys) },
  routes: [
    route('/api-keys', 'apiKeys', 'list'),
    route('/api-key/detail/:id', 'apiKeyDetail', 'show'),
    route('/api-key/create', 'apiKeyCreate', 'create'),
  ],
  messages,
};
