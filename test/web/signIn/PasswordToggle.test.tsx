import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaHandler, type Handler, mockApi } from '../support/api';
import { renderEntryAt } from '../support/renderEntry';

jest.mock('../../../src/entry/loadShell', () => ({ loadShell: jest.fn(() => new Promise(() => undefined)), preloadShell: jest.fn() }));

const named = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
};
const ok = (data: unknown): ReturnType<Handler> => ({ body: { err: 200, message: 'ok', data } });

beforeEach(() => localStorage.clear());

test('the sign-in password can be shown and hidden again by a named button, keeping what was typed', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  const user = userEvent.setup();
  await renderEntryAt('#/login');
  await user.type(named('password'), 'my secret 42');
  expect(named('password')).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(named('password')).toHaveAttribute('type', 'text');
  expect(named('password')).toHaveValue('my secret 42');
  const hide = screen.getByRole('button', { name: 'Hide password' });
  expect(hide).toHaveAttribute('aria-controls', named('password').id);

  await user.click(hide);
  expect(named('password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  // The button is no submit button: the form still has exactly one.
  expect(document.querySelectorAll('button[type="submit"]')).toHaveLength(1);
});

test('the toggle is named in Vietnamese on a Vietnamese screen', async () => {
  mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
  localStorage.setItem('locale', 'vi');
  const user = userEvent.setup();
  await renderEntryAt('#/login');
  await user.click(await screen.findByRole('button', { name: 'Hiện mật khẩu' }));
  expect(named('password')).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeInTheDocument();
});

test('each password field of the reset has its own toggle', async () => {
  mockApi({
    'GET /api/user/create-captcha': captchaHandler(),
    'POST /api/merchant/resetPass': () => ok({ token: 'reset-1', otp: true }),
    'POST /api/merchant/resetPassVerifyOTP': () => ok({ token: 'reset-2' }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/forgotPass');
  await screen.findByRole('img', { name: /captcha/i });
  await user.type(named('username'), 'merchant@demo.local');
  await user.type(named('captchaText'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await waitFor(() => named('otp')), '654321');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => named('password'));

  const toggles = screen.getAllByRole('button', { name: 'Show password' });
  expect(toggles.map((toggle) => toggle.getAttribute('aria-controls'))).toEqual([named('password').id, named('confirmPassword').id]);
  await user.click(toggles[1]);
  expect(named('confirmPassword')).toHaveAttribute('type', 'text');
  expect(named('password')).toHaveAttribute('type', 'password');
});
