import { withScreenAccess } from '../../../src/app/screenAccess';
import { authProvider } from '../../../src/authProvider/authProvider';
import { HttpError } from '../../../src/dataProvider/HttpError';
import { type Notice, onNotice } from '../../../src/dataProvider/notices';
import { mockApi, type SentRequest } from '../support/api';
import { signInAs, userOf } from '../support/users';

/** The shell's provider: react-admin's canAccess over the screens' access table. */
const shellAuth = withScreenAccess(authProvider);

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/dashboard';
});

test('checkAuth needs a stored session, and sends to /login without one', async () => {
  await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  signInAs(userOf('merchant'));
  await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
});

test.each(['#/forgotPass', '#/verifyLogin'])('checkAuth lets a visitor without a session stay on %s', async (hash) => {
  window.location.hash = hash;
  await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
});

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36';

const LOGIN = { code: ' DEMO01 ', username: ' 0901234567 ', password: 'demo-merchant-2026', captchaId: 'cap-1', captchaText: 'ab12' };

const loginAnswer = (data: Record<string, unknown>) => (request: SentRequest) => ({
  body: { err: 200, message: 'ok', data: { deviceId: (request.body as { deviceId: string }).deviceId, ...data } },
});

describe('login', () => {
  beforeEach(() => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_ON_WINDOWS);
  });
  afterEach(() => jest.restoreAllMocks());

  test('sends the owner ID, phone, password, captcha, device info and an empty device value when it has none', async () => {
    const api = mockApi({ 'POST /api/merchant/login': loginAnswer({ otp: true, otpId: 'otp-1' }) });
    await expect(authProvider.login(LOGIN)).resolves.toEqual({ redirectTo: '/verifyLogin' });
    await authProvider.login(LOGIN);
    const [first, second] = api.sent('POST', '/api/merchant/login');
    expect(first.body).toEqual({
      code: 'DEMO01',
      username: '0901234567',
      password: 'demo-merchant-2026',
      captchaId: 'cap-1',
      captchaText: 'cap-1,ab12',
      os: 'Windows',
      osVersion: '10.0',
      browser: 'Chrome',
      browserVersion: '126.0.6478.127',
      ip: '127.0.0.1',
      deviceId: '',
    });
    // The browser makes none up: only the server issues one.
    expect((second.body as { deviceId: string }).deviceId).toBe('');
    expect(localStorage.getItem('deviceId')).toBeNull();
    expect(localStorage.getItem('otpId')).toBe('otp-1');
    expect(localStorage.getItem('session')).toBeNull();
  });

  test('sends back the device value of the latest answer and keeps the one the next answer carries', async () => {
    localStorage.setItem('deviceId', 'issued-1');
    const api = mockApi({ 'POST /api/merchant/login': loginAnswer({ otp: false, token: 'tok', userInfo: userOf('merchant'), deviceId: 'issued-2' }) });
    await authProvider.login(LOGIN);
    expect((api.sent('POST', '/api/merchant/login')[0].body as { deviceId: string }).deviceId).toBe('issued-1');
    expect(localStorage.getItem('deviceId')).toBe('issued-2');
  });

  test('without a code to enter it stores the session under the spec keys and goes to the dashboard', async () => {
    const employee = userOf('submerchant');
    mockApi({ 'POST /api/merchant/login': loginAnswer({ otp: false, token: 'tok', userInfo: employee, tokenMcPt: { token: 'mc' } }) });
    await expect(authProvider.login(LOGIN)).resolves.toEqual({ redirectTo: '/dashboard' });
    expect(localStorage.getItem('session')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(employee);
    expect(localStorage.getItem('phone')).toBe('0912345678');
    // A sub-merchant acts under its owner's code (spec §6).
    expect(localStorage.getItem('code')).toBe('DEMO01');
    expect(JSON.parse(localStorage.getItem('tokenMcPt') ?? 'null')).toEqual({ token: 'mc' });
  });

  test('a refusal is thrown with the server message and raises no notice (the screen shows it)', async () => {
    const notices: Notice[] = [];
    const unsubscribe = onNotice((notice) => notices.push(notice));
    mockApi({
      'POST /api/merchant/login': () => ({ status: 400, body: { err: 400, message: 'app.auth.invalidCredentials', data: null } }),
    });
    await expect(authProvider.login(LOGIN)).rejects.toMatchObject({ status: 400, message: 'app.auth.invalidCredentials' });
    expect(notices).toEqual([]);
    expect(localStorage.getItem('session')).toBeNull();
    unsubscribe();
  });

  test('an answer without a session never looks like a sign-in', async () => {
    mockApi({ 'POST /api/merchant/login': loginAnswer({ otp: false, token: null, userInfo: null }) });
    await expect(authProvider.login(LOGIN)).rejects.toThrow('app.http.somethingWrong');
    expect(localStorage.getItem('session')).toBeNull();
  });
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
    await expect(result).rejects.toEqual({ redirectTo: '/login', logoutUser: false, message: false });
    expect(localStorage.getItem('session')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  } else {
    await expect(result).resolves.toBeUndefined();
    expect(localStorage.getItem('session')).toBe('session-token');
  }
});

test('a 401 signs out once: the same error heard twice (from the entry and from react-admin) acts once', async () => {
  const api = mockApi({ 'POST /api/merchant/logout': () => ({ body: { err: 200, message: 'ok', data: null } }) });
  signInAs(userOf('merchant'));
  window.location.hash = '#/shops';
  const error = new HttpError('session_expired_please_login_again', 401, null);
  await expect(authProvider.checkError(error)).rejects.toMatchObject({ logoutUser: false });
  expect(window.location.hash).toBe('#/login');
  localStorage.setItem('code', 'SIGNED-IN-AGAIN');
  window.location.hash = '#/dashboard';
  await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
  expect([window.location.hash, localStorage.getItem('code')]).toEqual(['#/dashboard', 'SIGNED-IN-AGAIN']);
  expect(api.sent('POST', '/api/merchant/logout')).toHaveLength(0);
});

test('logout ends the session on the server, keeps deviceId/code/phone and opens /login', async () => {
  const api = mockApi({ 'POST /api/merchant/logout': () => ({ body: { err: 200, message: 'ok', data: null } }) });
  signInAs(userOf('submerchant'));
  localStorage.setItem('locale', 'vi');
  await expect(authProvider.logout({})).resolves.toBe(false);
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
  await expect(authProvider.getPermissions?.({})).resolves.toEqual(['dashboard', 'profile', 'managepages', 'approvevouchers', 'managerecords', 'approvesettlements']);
});

test('getIdentity names the user by the name the server sent', async () => {
  signInAs(userOf('merchant', { name: 'Nguyễn Văn An' }));
  await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: '0901234567', fullName: 'Nguyễn Văn An' });
});

test.each(['merchant', 'submerchant', 'thirdparty', 'staff'] as const)(
  'canAccess: the dashboard and the profile are always open to a %s (spec §6)',
  async (type) => {
    signInAs(userOf(type, { webPermissions: [] }));
    await expect(shellAuth.canAccess?.({ resource: 'dashboard', action: 'list' })).resolves.toBe(true);
    await expect(shellAuth.canAccess?.({ resource: 'profile', action: 'show' })).resolves.toBe(true);
    await expect(shellAuth.canAccess?.({ resource: 'profile', action: 'edit' })).resolves.toBe(true);
  },
);

test('canAccess: API keys (findapikeys) only for a third-party user, even when another type holds the action', async () => {
  signInAs(userOf('thirdparty'));
  await expect(shellAuth.canAccess?.({ resource: 'apiKeys', action: 'list' })).resolves.toBe(true);
  signInAs(userOf('merchant', { webPermissions: [{ action: 'findapikeys' }, { action: 'manageapikeys' }] }));
  await expect(shellAuth.canAccess?.({ resource: 'apiKeys', action: 'list' })).resolves.toBe(false);
  await expect(shellAuth.canAccess?.({ resource: 'apiKeys', action: 'create' })).resolves.toBe(false);
  await expect(authProvider.getPermissions?.({})).resolves.toEqual(['dashboard', 'profile']);
});

test('without a stored user nothing is allowed, not even the dashboard', async () => {
  await expect(shellAuth.canAccess?.({ resource: 'dashboard', action: 'list' })).resolves.toBe(false);
  await expect(authProvider.getPermissions?.({})).resolves.toEqual([]);
});

test('canAccess answers from the stored user', async () => {
  signInAs(userOf('merchant'));
  await expect(shellAuth.canAccess?.({ resource: 'shops', action: 'edit' })).resolves.toBe(true);
  await expect(shellAuth.canAccess?.({ resource: 'apiKeys', action: 'list' })).resolves.toBe(false);
});
