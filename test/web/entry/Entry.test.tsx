import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { start } from '../../../src/entry/start';
import userEvent from '@testing-library/user-event';
import { httpClient } from '../../../src/dataProvider/httpClient';
import { captchaHandler, mockApi } from '../support/api';
import { renderEntryAt } from '../support/renderEntry';
import { signInAs, userOf } from '../support/users';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

test('a shell route without a session lands on /login without loading the shell', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  const loadShell = jest.spyOn(await import('../../../src/entry/loadShell'), 'loadShell');
  await renderEntryAt('#/transaction-history');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/login');
  expect(document.querySelector('input[name="code"]')).toBeInTheDocument();
  await screen.findByRole('img', { name: /captcha/i });
  expect(loadShell).not.toHaveBeenCalled();
  loadShell.mockRestore();
});

test('opening / clears storage but deviceId, code and phone, then shows /login', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  signInAs(userOf('merchant'));
  localStorage.setItem('code', 'DEMO01');
  localStorage.setItem('phone', '0901234567');
  localStorage.setItem('otpId', 'otp-1');
  window.history.replaceState(null, '', '#/');
  const container = document.body.appendChild(document.createElement('div'));
  let root: Root | undefined;
  await act(async () => {
    root = start(container);
  });
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/login');
  expect(Object.keys(localStorage).sort()).toEqual(['code', 'deviceId', 'phone']);
  await screen.findByRole('img', { name: /captcha/i });
  act(() => root?.unmount());
});

test('with a session the shell loads; signing out there brings back the light sign-in screen', async () => {
  const api = mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'POST /api/merchant/logout': () => ({ body: { err: 200, message: 'ok', data: null } }),
    'POST /api/api-key/findApiKeys': { body: { err: 200, message: 'ok', data: [], count: 0 } },
  });
  const user = userEvent.setup();
  signInAs(userOf('thirdparty'));
  await renderEntryAt('#/api-keys');
  expect(await screen.findByRole('heading', { name: 'API Keys', level: 1 })).toBeInTheDocument();
  expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'API Keys' })).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/login');
  expect(document.querySelector('input[name="username"]')).toHaveValue('0907654321');
  const [logout] = api.sent('POST', '/api/merchant/logout');
  expect(logout.headers.authorization).toBe('Bearer session-token');
  expect(localStorage.getItem('session')).toBeNull();
  await waitFor(() => expect(screen.getByRole('img', { name: /captcha/i })).toBeInTheDocument());
});

test.each([
  ['the session expired', { err: 401, message: 'unauthorized' }, 'Session expired. Please login again'],
  ['a lock ended it', { err: 8013, message: 'app.auth.accountLocked' }, 'This account is locked. Please contact your administrator.'],
])('a session lost inside the shell (%s) brings the sign-in screen, which says why', async (_why, refusal, why) => {
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'GET /api/report/findShops': () => ({ status: 401, body: { ...refusal, data: null } }),
    // The list the screen opens with: empty, so that only the test's own call loses the session.
    'POST /api/report/findShops': { body: { err: 200, message: 'ok', data: [], count: 0 } },
  });
  signInAs(userOf('merchant'));
  await renderEntryAt('#/shops');
  expect(await screen.findByRole('heading', { name: 'Shop Management', level: 1 })).toBeInTheDocument();
  await act(async () => {
    await httpClient('/api/report/findShops', { method: 'GET' }).catch(() => undefined);
  });
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(why);
  expect(localStorage.getItem('session')).toBeNull();
  await screen.findByRole('img', { name: /captcha/i });
  // A late call of the shell failing the same way does not say it a second time.
  await act(async () => {
    await httpClient('/api/report/findShops', { method: 'GET' }).catch(() => undefined);
  });
  expect(screen.getAllByText(why)).toHaveLength(1);
});

