import { authProvider } from '../../../src/authProvider/authProvider';
import { HttpError } from '../../../src/dataProvider/HttpError';
import { mockApi } from '../support/api';
import { signInAs, userOf } from '../support/users';

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/dashboard';
});

test('checkAuth needs a stored session, and sends to /login without one', async () => {
  await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  signInAs(userOf('merchant'));
  await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
});

test.each([
  [401, 'rejects'],
  [8013, 'rejects'],
  [403, 'resolves'],
  [404, 'resolves'],
  [500, 'resolves'],
])('checkError with code %p %s', async (status, outcome) => {
  signInAs(userOf('merchant'));
  const result = authProvider.checkError(new HttpError('x', status, null));
  if (outcome === 'rejects') {
    await expect(result).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(localStorage.getItem('session')).toBeNull();
  } else {
    await expect(result).resolves.toBeUndefined();
    expect(localStorage.getItem('session')).toBe('session-token');
  }
});

test('logout ends the session on the server, keeps deviceId/code/phone and opens /login', async () => {
  const api = mockApi({ 'POST /api/merchant/logout': () => ({ body: { err: 200, message: 'ok', data: null } }) });
  signInAs(userOf('submerchant'));
  localStorage.setItem('locale', 'vi');
  await expect(authProvider.logout({})).resolves.toBe('/login');
  expect(api.sent('POST', '/api/merchant/logout')).toHaveLength(1);
  expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
    deviceId: 'device-1',
    code: 'DEMO01',
    phone: '0912345678',
    locale: 'vi',
  });
  expect(window.location.hash).toBe('#/login');
});

test('logout without a session calls nobody; a failing server call still signs out', async () => {
  const api = mockApi({ 'POST /api/merchant/logout': () => ({ status: 500, body: { err: 500, message: 'internalServerError', data: null } }) });
  await authProvider.logout({});
  expect(api.requests).toHaveLength(0);
  signInAs(userOf('merchant'));
  await authProvider.logout({});
  expect(api.requests).toHaveLength(1);
  expect(localStorage.getItem('session')).toBeNull();
});

test('getIdentity and getPermissions come from the stored user', async () => {
  await expect(authProvider.getIdentity?.()).rejects.toThrow();
  const staff = userOf('staff');
  signInAs(staff);
  await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: '0900000000', fullName: '0900000000', userInfo: staff });
  await expect(authProvider.getPermissions?.({})).resolves.toEqual(['dashboard', 'profile', 'managepages', 'approvevouchers', 'managerecords']);
});

test('canAccess answers from the stored user', async () => {
  signInAs(userOf('merchant'));
  await expect(authProvider.canAccess?.({ resource: 'shops', action: 'edit' })).resolves.toBe(true);
  await expect(authProvider.canAccess?.({ resource: 'apiKeys', action: 'list' })).resolves.toBe(false);
});
