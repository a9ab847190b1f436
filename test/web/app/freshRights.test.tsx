import { render, screen, waitFor, within } from '@testing-library/react';
import { ACTIONS } from '../../../src/api/permissions';
import AdminApp from '../../../src/app/AdminApp';
import { type Answer, mockApi, ok } from '../support/api';
import { signInAs, userOf } from '../support/users';

// Its own file: the check of the stored rights runs once per page load, as a reload of the app does.

test('a reload after the owner removed Transaction History draws nothing on the stale rights: the menu and dashboard follow the rights held now', async () => {
  signInAs(userOf('submerchant'));
  const now = userOf('submerchant', { webPermissions: [{ action: ACTIONS.checkout }, { action: ACTIONS.findShops }] });
  let answerProfile: (answer: Answer) => void = () => undefined;
  const profile = new Promise<Answer>((resolve) => {
    answerProfile = resolve;
  });
  const api = mockApi({ 'GET /api/merchant/profile': () => profile });
  window.history.replaceState(null, '', '#/dashboard');
  render(<AdminApp onLeave={jest.fn()} />);

  // While the server has not answered, the shell shows progress: no menu, no dashboard, no call for data.
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  await waitFor(() => expect(api.sent('GET', '/api/merchant/profile')).toHaveLength(1));
  expect(screen.queryByRole('menu')).toBeNull();
  answerProfile(ok({ userInfo: now }));

  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitem', { name: 'Checkout' });
  expect(within(menu).queryByRole('menuitem', { name: 'Transaction History' })).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(api.requests.filter((request) => request.path.startsWith('/api/transaction/'))).toEqual([]);
});
