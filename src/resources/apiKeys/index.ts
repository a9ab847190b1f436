import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, writeAccess, route, type ScreenResource } from '../screen';

/** API keys of third-party users (spec §2, §6: only users of type thirdparty) for the partner API (/api/v1). */
export const apiKeys: ScreenResource = {
  name: 'apiKeys',
  icon: VpnKeyIcon,
  menu: { labelKey: 'app.menu.apiKeys' },
  access: { ...readAccess(ACTIONS.findApiKeys), ...writeAccess(ACTIONS.manageApiKeys) },
  routes: [
    route('/api-keys', 'apiKeys', 'list', lazy(() => import('./ApiKeyList'))),
    route('/api-key/detail/:id', 'apiKeyDetail', 'show', lazy(() => import('./ApiKeyShow'))),
    route('/api-key/create', 'apiKeyCreate', 'create', lazy(() => import('./ApiKeyCreate'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { apiKeys: async () => (await import('./data')).apiKeys },
};
