import { ACTIONS } from '../../../src/api/permissions';
import { actionsOf } from '../../../src/authProvider/canAccess';
import { refreshStoredUser } from '../../../src/authProvider/refreshUser';
import { readUser } from '../../../src/authProvider/session';
import { mockApi, ok } from '../support/api';
import { signInAs, userOf } from '../support/users';

/** The shell re-reads the user's permissions at each load: a role changed since sign-in reaches the menu. */

beforeEach(() => localStorage.clear());

const profileWith = (actions: string[]) => ok({ userInfo: userOf('submerchant', { webPermissions: actions.map((action) => ({ action })) }) });

test('keeps the server\'s fresh permissions when they changed since sign-in', async () => {
  signInAs(userOf('submerchant'));
  expect(actionsOf(readUser())).toContain(ACTIONS.findTransactions);
  const api = mockApi({ 'GET /api/merchant/profile': profileWith([ACTIONS.checkout]) });
  expect(await refreshStoredUser()).toBe(true);
  expect(actionsOf(readUser())).not.toContain(ACTIONS.findTransactions);
  expect(actionsOf(readUser())).toContain(ACTIONS.checkout);
  expect(api.sent('GET', '/api/merchant/profile')[0].headers.authorization).toBe('Bearer session-token');
});

test('changes nothing when they are the same, when the call fails, or without a session', async () => {
  signInAs(userOf('submerchant'));
  mockApi({ 'GET /api/merchant/profile': ok({ userInfo: userOf('submerchant') }) });
  expect(await refreshStoredUser()).toBe(false);
  mockApi({ 'GET /api/merchant/profile': { status: 500, body: { err: 500, message: 'internalServerError', data: null } } });
  expect(await refreshStoredUser()).toBe(false);
  expect(readUser()).toEqual(userOf('submerchant'));
  localStorage.clear();
  const api = mockApi();
  expect(await refreshStoredUser()).toBe(false);
  expect(api.sent('GET', '/api/merchant/profile')).toHaveLength(0);
});
