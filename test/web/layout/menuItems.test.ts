import { DEFAULT_ROLE_ACTIONS, type UserType } from '../../../src/api/permissions';
import { visibleMenuItems } from '../../../src/layout/menuItems';

const user = (type: string, actions: readonly string[]) => ({ type, webPermissions: actions.map((action) => ({ action })) });
const keysFor = (type: string, actions: readonly string[]) => visibleMenuItems(user(type, actions)).map((item) => item.key);

test.each<[UserType, string[]]>([
  [
    'merchant',
    ['dashboard', 'transactionHistory', 'merchantInfo', 'shops', 'employees', 'earnPoints', 'settlement', 'roles', 'exportedReports'],
  ],
  ['submerchant', ['dashboard', 'transactionHistory', 'shops', 'earnPoints']],
  ['thirdparty', ['dashboard', 'transactionHistory', 'apiKeys', 'exportedReports']],
  ['staff', ['dashboard', 'pageEditor', 'voucherApprove']],
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
