import { ACTIONS } from '../../../../src/api/permissions';
import { loadShell } from '../../../../src/entry/loadShell';
import { waitFor } from '@testing-library/react';
import { mockApi, ok } from '../../support/api';
import { signInAs, userOf } from '../../support/users';
import { REPORT_PATHS } from './support/reportPaths';

// Its own file: the stored user is checked once a page load (a module's state), and this load is the first.

test('a reload after the owner removed the sales figures from the role asks none of them early: the rights are the server\'s now', async () => {
  localStorage.clear();
  window.history.replaceState(null, '', '#/dashboard');
  // Signed in while the role still held the sales figures; the server's profile no longer has them.
  signInAs(userOf('submerchant'));
  const calls = mockApi({
    'GET /api/merchant/profile': ok({ userInfo: userOf('submerchant', { webPermissions: [{ action: ACTIONS.earnPointHistory }] }) }),
    'POST /api/loyalty/getPoint': ok({ balance: 0, earned: 0, spent: 0, shopsOnly: true }),
  });
  await loadShell();
  // The points the role still shows are asked early, once the rights are known; the sales figures are not.
  await waitFor(() => expect(calls.sent('POST', '/api/loyalty/getPoint')).toHaveLength(1));
  expect(calls.sent('GET', '/api/merchant/profile')).toHaveLength(1);
  expect(calls.requests.filter((request) => REPORT_PATHS.includes(request.path)).map((request) => request.path)).toEqual(['/api/loyalty/getPoint']);
});
