import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../support/api';
import { renderEntryAt } from '../support/renderEntry';
import { signInAs, userOf } from '../support/users';

jest.mock('../../../src/entry/loadShell', () => ({ loadShell: jest.fn(() => new Promise(() => undefined)), preloadShell: jest.fn() }));

/** The first-password step: shown in place of any screen while the owner's password binds the employee. */

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  signInAs(userOf('submerchant', { mustChangePassword: true }));
});

test('any address shows the step instead, and it says so in the address', async () => {
  mockApi({});
  await renderEntryAt('#/dashboard');
  expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  await waitFor(() => expect(window.location.hash).toBe('#/firstPassword'));
  expect(screen.getByLabelText('Password you were given')).toBe(field('currentPassword'));
});

test('checks the fields, then changes the password, forgets the session and opens sign-in', async () => {
  const api = mockApi({ 'POST /api/merchant/changePassword': () => ({ body: { err: 200, message: 'app.auth.passwordChanged', data: null } }) });
  const user = userEvent.setup();
  await renderEntryAt('#/firstPassword');
  await user.click(await screen.findByRole('button', { name: 'Save my password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter password');
  expect(field('currentPassword')).toHaveFocus();
  await user.type(field('currentPassword'), 'Quartz-Lantern-7391');
  await user.type(field('password'), 'My-Own-Choice-42');
  await user.type(field('confirmPassword'), 'My-Own-Choice-43');
  await user.click(screen.getByRole('button', { name: 'Save my password' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Confirm password is incorrect');
  await user.clear(field('confirmPassword'));
  await user.type(field('confirmPassword'), 'My-Own-Choice-42');
  await user.click(screen.getByRole('button', { name: 'Save my password' }));
  await waitFor(() => expect(window.location.hash).toBe('#/login'));
  expect(api.sent('POST', '/api/merchant/changePassword')[0].body).toEqual({
    currentPassword: 'Quartz-Lantern-7391', password: 'My-Own-Choice-42', confirmPassword: 'My-Own-Choice-42',
  });
  expect(localStorage.getItem('session')).toBeNull();
});

test('a wrong given password is said on its field; Sign out ends the session on the server too', async () => {
  const api = mockApi({
    'POST /api/merchant/changePassword': () => ({ status: 400, body: { err: 400, message: 'app.auth.currentPasswordWrong', data: null } }),
    'POST /api/merchant/logout': () => ({ body: { err: 200, message: 'ok', data: null } }),
  });
  const user = userEvent.setup();
  await renderEntryAt('#/firstPassword');
  await user.type(await screen.findByLabelText('Password you were given'), 'wrong-one-1');
  await user.type(field('password'), 'My-Own-Choice-42');
  await user.type(field('confirmPassword'), 'My-Own-Choice-42');
  await user.click(screen.getByRole('button', { name: 'Save my password' }));
  await waitFor(() => expect(field('currentPassword')).toHaveAttribute('aria-invalid', 'true'));
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(window.location.hash).toBe('#/login'));
  expect(api.sent('POST', '/api/merchant/logout')).toHaveLength(1);
  expect(localStorage.getItem('session')).toBeNull();
});
