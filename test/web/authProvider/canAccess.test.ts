import { ACTIONS } from '../../../src/api/permissions';
import { SCREEN_ACCESS } from '../../../src/app/screenAccess';
import { actionsOf, canAccess, holdsAction } from '../../../src/authProvider/canAccess';

const user = (type: string, ...actions: string[]) => ({ type, webPermissions: actions.map((action) => ({ action })) });

describe('holdsAction', () => {
  test.each([
    ['dashboard is always allowed', user('merchant'), ACTIONS.dashboard, true],
    ['profile is always allowed', user('staff'), ACTIONS.profile, true],
    ['a held action', user('merchant', 'findshops'), ACTIONS.findShops, true],
    ['an action not held', user('merchant', 'findshops'), ACTIONS.manageShops, false],
    ['API keys need the action…', user('thirdparty'), ACTIONS.findApiKeys, false],
    ['…and a third-party user', user('merchant', 'findapikeys'), ACTIONS.findApiKeys, false],
    ['a third party holding it', user('thirdparty', 'findapikeys'), ACTIONS.findApiKeys, true],
    ['managing API keys too', user('merchant', 'manageapikeys'), ACTIONS.manageApiKeys, false],
  ])('%s', (_name, subject, action, expected) => {
    expect(holdsAction(subject, action)).toBe(expected);
  });

  test('nobody signed in holds nothing, not even the dashboard', () => {
    expect(holdsAction(null, ACTIONS.dashboard)).toBe(false);
  });
});

describe('canAccess({ resource, action }) over the screens\' table', () => {
  const merchant = user('merchant', 'findshops', 'exportshops', 'findtransactions');
  test.each([
    ['shops', 'list', true],
    ['shops', 'show', true],
    ['shops', 'export', true],
    ['shops', 'create', false],
    ['shops', 'edit', false],
    ['shops', 'delete', false],
    ['transactions', 'list', true],
    ['transactions', 'export', false],
    ['dashboard', 'list', true],
    ['profile', 'edit', true],
    ['apiKeys', 'list', false],
    ['pages', 'list', false],
    ['unknown', 'list', false],
    ['shops', 'unknown', false],
    ['constructor', 'list', false],
    ['shops', 'constructor', false],
    ['__proto__', 'toString', false],
  ])('a merchant on %s/%s → %p', (resource, action, expected) => {
    expect(canAccess(SCREEN_ACCESS, merchant, { resource, action })).toBe(expected);
  });

  test('a third party with API-key actions may list and create keys', () => {
    const partner = user('thirdparty', 'findapikeys', 'manageapikeys');
    expect(canAccess(SCREEN_ACCESS, partner, { resource: 'apiKeys', action: 'list' })).toBe(true);
    expect(canAccess(SCREEN_ACCESS, partner, { resource: 'apiKeys', action: 'create' })).toBe(true);
  });

  test('a screen tied to no permission is open to any signed-in user, never to nobody', () => {
    const open = { counter: { list: null } };
    expect(canAccess(open, user('submerchant'), { resource: 'counter', action: 'list' })).toBe(true);
    expect(canAccess(open, null, { resource: 'counter', action: 'list' })).toBe(false);
  });

  test("the cashier's screens need the checkout action, which employees hold by default", () => {
    expect(canAccess(SCREEN_ACCESS, user('submerchant', 'checkout'), { resource: 'checkout', action: 'list' })).toBe(true);
    expect(canAccess(SCREEN_ACCESS, user('submerchant', 'checkout'), { resource: 'checkout', action: 'show' })).toBe(true);
    expect(canAccess(SCREEN_ACCESS, user('submerchant', 'findtransactions'), { resource: 'checkout', action: 'list' })).toBe(false);
  });

  test('staff reach the back-office resources they hold', () => {
    const staff = user('staff', 'managepages', 'approvevouchers');
    expect(canAccess(SCREEN_ACCESS, staff, { resource: 'pages', action: 'edit' })).toBe(true);
    expect(canAccess(SCREEN_ACCESS, staff, { resource: 'vouchers', action: 'approve' })).toBe(true);
    expect(canAccess(SCREEN_ACCESS, staff, { resource: 'records', action: 'list' })).toBe(false);
  });
});

test('actionsOf lists the always-allowed actions and the held known ones, nothing else', () => {
  expect(actionsOf(user('merchant', 'findshops', 'findapikeys', 'made-up', 'findshops'))).toEqual([
    'dashboard',
    'profile',
    'findshops',
  ]);
  expect(actionsOf(null)).toEqual([]);
});
