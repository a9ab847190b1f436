import { DEFAULT_ROLE_ACTIONS, type UserType } from '../../../src/api/permissions';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_ROUTES, visibleMenuItems } from '../../../src/app/shellRoutes';
import type { Messages } from '../../../src/i18n/deepMerge';
import { SCREEN_RESOURCES } from '../../../src/resources';

const user = (type: string, actions: readonly string[]) => ({ type, webPermissions: actions.map((action) => ({ action })) });
const keysFor = (type: string, actions: readonly string[]) => visibleMenuItems(user(type, actions)).map((item) => item.key);

test.each<[UserType, string[]]>([
  [
    'merchant',
    ['dashboard', 'transactions', 'money', 'shops', 'employees', 'earnPoints', 'settlementPoints', 'roles', 'exportedReports', 'checkout'],
  ],
  ['submerchant', ['dashboard', 'transactions', 'shops', 'earnPoints', 'checkout']],
  ['thirdparty', ['dashboard', 'transactions', 'apiKeys', 'webhooks', 'exportedReports']],
  ['staff', ['dashboard', 'pages', 'vouchers']],
])('the demo %s role sees %p', (type, expected) => {
  expect(keysFor(type, DEFAULT_ROLE_ACTIONS[type])).toEqual(expected);
});

test.each([
  ['no permissions: only the dashboard', 'merchant', [], ['dashboard']],
  ['API keys need a third-party user', 'merchant', ['findapikeys'], ['dashboard']],
  ['a third party without the action has no API keys', 'thirdparty', [], ['dashboard']],
  ['unknown actions are ignored', 'merchant', ['whatever'], ['dashboard']],
  ['each entry follows its own action', 'submerchant', ['exportedreports', 'findclientroles'], ['dashboard', 'roles', 'exportedReports']],
])('%s', (_name, type, actions, expected) => {
  expect(keysFor(type, actions)).toEqual(expected);
});

test('nobody signed in sees no entry', () => {
  expect(visibleMenuItems(null)).toEqual([]);
});

describe('the screen registry (src/resources)', () => {
  test('each screen resource is the folder of its name, and each folder of src/resources is one', () => {
    const folders = readdirSync(join(__dirname, '../../../src/resources'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(SCREEN_RESOURCES.map((resource) => resource.name).sort()).toEqual(folders.sort());
  });

  test('every route names an access action its resource grants, and no path is taken twice', () => {
    for (const resource of SCREEN_RESOURCES) {
      for (const route of resource.routes) expect([resource.name, route.path, Object.hasOwn(resource.access, route.access)]).toEqual([resource.name, route.path, true]);
    }
    const paths = SHELL_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test.each(SCREEN_RESOURCES.map((resource) => [resource.name, resource] as const))('%s brings its titles and menu label in both languages', async (_name, resource) => {
    const keys = [...resource.routes.map((route) => route.titleKey), ...(resource.menu ? [resource.menu.labelKey] : [])];
    const textOf = (messages: Messages, key: string) => key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    const [{ english }, { vietnamese }] = await Promise.all([resource.messages.en(), resource.messages.vi()]);
    for (const key of keys) {
      expect([key, typeof textOf(english, key)]).toEqual([key, 'string']);
      expect([key, typeof textOf(vietnamese, key)]).toEqual([key, 'string']);
    }
  });

  test('the routes are the in-shell routes of spec §2', () => {
    expect(SHELL_ROUTES.map((route) => route.path).sort()).toEqual([
      '/dashboard', '/transaction-history', '/transaction-detail/:id', '/earn-point-history', '/settlement-point',
      '/createSettlementPoint', '/merchants', '/api-keys', '/api-key/detail/:id', '/api-key/create', '/submerchants',
      '/device/create/:id', '/shops', '/shop/detail/:id', '/shop/create', '/shop/edit/:id', '/shop/export',
      '/submerchant/create', '/submerchant/edit/:id', '/submerchant/detail/:id', '/user-roles', '/role/create', '/role/edit/:id',
      '/exportedReports', '/permission', '/permission/user-roles', '/user-permission/:id', '/permissions', '/pageEditor',
      '/form', '/list', '/profile', '/voucherApprove', '/checkout', '/searchphone',
      // Issue 13: the owner's view of the team's security history and sessions.
      '/team-activity',
      // Issue 14: the voucher review screen (spec §2 "Voucher review screen" names no path).
      '/voucherReview',
      // Issue 36: partner webhooks, beside the API keys.
      '/webhooks', '/webhook/detail/:id', '/webhook/create',
    ].sort());
  });
});
