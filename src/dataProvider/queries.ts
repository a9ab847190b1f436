import type { RecordListQuery } from './recordList';

/**
 * The app's own loads in react-query's cache (the QueryClient of react-admin's <Admin>): their keys, built here so
 * that one screen can refresh what another loaded, and how they run.
 *
 * Every key starts with '@app', which no resource name can be, so react-admin's own keys ([resource, 'getList',
 * …]) and its invalidations never meet ours. A screen's own keys are in its folder's data.ts; these are the ones
 * several screens share, and the page engine's.
 */
export const APP_KEY = '@app';
const APP = APP_KEY;

export const queryKeys = {
  pageDefinition: (id: number) => [APP, 'pageDefinition', id] as const,
  pageRecord: (pageId: number, id: string | number | null, voucher: string | null) => [APP, 'pageRecord', pageId, { id, voucher }] as const,
  /** The page editor's list of definitions (by id and name). */
  editorPages: () => [APP, 'pageEditor', 'pages'] as const,
  pageVersions: (id: number) => [APP, 'pageEditor', 'versions', id] as const,
  pageVersion: (id: number, version: number) => [APP, 'pageEditor', 'versions', id, version] as const,
  /** The model pickers' reads through one api (`path` with its own query, and the method). */
  modelList: (path: string, method: string, query: RecordListQuery | null) => [APP, 'model', path, method, 'list', query] as const,
  modelRows: (path: string, method: string, select: string, ids: readonly string[]) => [APP, 'model', path, method, 'rows', select, ids] as const,
  modelName: (path: string, method: string, id: string) => [APP, 'model', path, method, 'name', id] as const,
  merchantBalance: () => [APP, 'merchantBalance'] as const,
  /** /profile's Sessions and Trusted devices, /team-activity's team sessions and person choices. */
  security: (part: 'sessions' | 'trustedDevices' | 'teamSessions' | 'teamMembers') => [APP, 'security', part] as const,
  pointBalance: () => [APP, 'pointBalance'] as const,
  /** The sales and loyalty filters' shop choices (findShopList). */
  shopChoices: () => [APP, 'sales', 'shops'] as const,
  /** Roles and permissions: the catalogue and the role choices. */
  permissionCatalogue: () => [APP, 'access', 'catalogue'] as const,
  roleChoices: () => [APP, 'access', 'roleChoices'] as const,
};

/**
 * How the app's loads run: when their key changes and when a screen asks again, never on their own. No retries
 * (the HTTP client has already told the user of each failure) and no refetch on window focus or reconnect (a
 * form must not be reset under the user's hands).
 */
export const LOAD_ONCE = { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;
