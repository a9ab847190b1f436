import { screen, waitFor, within } from '@testing-library/react';
import TeamActivityPage from '../../../../src/resources/teamActivity/TeamActivityPage';
import { mockApi, ok, type SentRequest } from '../../support/api';
import { renderEntryAt } from '../../support/renderEntry';
import { renderScreens } from '../../support/renderScreens';
import { signInAs, userOf } from '../../support/users';
import { ACTIVITY, TEAM_SESSIONS } from '../profile/securityFixtures';
// The shell and this screen are lazy chunks: loaded with the file, so that a test waits for the screen to draw, not
// for its modules to compile (seconds when the whole suite runs on every core). test/web/entry tests the lazy loading.
import '../../../../src/app/AdminApp';

// /team-activity: the owner's view of the team's security history (person, kind, period), its export, and the
// team's sessions with "Sign out" per person.

const MEMBERS = [
  { id: 1, name: 'Nguyễn Văn An', phone: '0901234567', type: 'merchant' },
  { id: 2, name: 'Trần Thị Bình', phone: '0912345678', type: 'submerchant' },
];

const api = () => {
  let sessions = TEAM_SESSIONS;
  return mockApi({
    'POST /api/security/findTeamActivity': ok(ACTIVITY, { count: ACTIVITY.length }),
    'POST /api/security/findTeamMembers': ok(MEMBERS),
    'POST /api/security/findTeamSessions': () => ok(sessions, { count: sessions.length }),
    'POST /api/security/revokeUserSessions': (request) => {
      const { userId } = request.body as { userId: number };
      sessions = sessions.filter((row) => row.userId !== userId);
      return ok({ revoked: 1 }, { message: 'app.security.userSignedOut' });
    },
    'POST /api/security/exportActivity': ok({ id: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b', status: 'queued' }),
  });
};

const open = (locale: 'en' | 'vi' = 'en') =>
  renderScreens([['/team-activity', TeamActivityPage, 'app.screens.teamActivity']], '/team-activity', { locale });

const queryInputOf = (request: SentRequest | undefined): unknown => JSON.parse(String((request?.body as { queryInput?: string }).queryInput));

beforeEach(() => {
  localStorage.clear();
  signInAs(userOf('merchant'));
});

test('the team\'s history names each person; the person, kind and outcome filters and Export send the same queryInput', async () => {
  const calls = api();
  const { user } = open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Team security history' })).toBeInTheDocument();
  await screen.findByText('Reason: wrong password');
  const table = screen.getAllByRole('table')[0];
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Person', 'Activity', 'Outcome', 'IP address', 'Device', 'Details']);
  const people = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
  expect(people).toEqual(['Nguyễn Văn An', 'Trần Thị Bình', 'Unknown name']);

  await user.click(screen.getByRole('combobox', { name: 'Person' }));
  await user.click(await screen.findByRole('option', { name: 'Trần Thị Bình (0912345678)' }));
  await user.click(screen.getByRole('combobox', { name: 'Activity' }));
  await user.click(await screen.findByRole('option', { name: 'Sign-in' }));
  await waitFor(() => expect(queryInputOf(calls.sent('POST', '/api/security/findTeamActivity').at(-1))).toEqual({ userId: 2, kind: 'signIn' }));

  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: /Excel|XLSX/ }));
  await waitFor(() => expect(calls.sent('POST', '/api/security/exportActivity').map((request) => request.body))
    .toEqual([{ scope: 'team', queryInput: { userId: 2, kind: 'signIn' }, format: 'xlsx', locale: 'en' }]));
  expect(await screen.findByRole('link', { name: /Exports Report File List|exported/i })).toBeInTheDocument();
});

test('the team\'s sessions: a person is signed out everywhere after a confirmation naming them; the owner\'s have no button', async () => {
  const calls = api();
  const { user } = open();
  const sessions = await screen.findByRole('table', { name: 'Team sessions' });
  const rows = within(sessions).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Trần Thị Bình (0912345678)', 'Chrome 131 · Windows 10', '14.232.208.9'],
    ['Lê Minh Châu (0907654321)', 'Edge 130 · Windows 10', '113.161.72.15'],
  ]);
  expect(within(sessions).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Sign out Trần Thị Bình (Chrome 131 · Windows 10)']);

  await user.click(screen.getByRole('button', { name: 'Sign out Trần Thị Bình (Chrome 131 · Windows 10)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Sign out Trần Thị Bình?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText('The person is signed out everywhere.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/security/revokeUserSessions').map((request) => request.body)).toEqual([{ userId: 2 }]);
  await waitFor(() => expect(screen.queryByText('Trần Thị Bình (0912345678)')).toBeNull());
});

test('speaks Vietnamese', async () => {
  api();
  open('vi');
  expect(await screen.findByRole('heading', { level: 1, name: 'Lịch sử bảo mật của nhóm' })).toBeInTheDocument();
  expect(await screen.findByText('Đổi quyền của vai trò')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Phiên đăng nhập của nhóm' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Đăng xuất Trần Thị Bình (Chrome 131 · Windows 10)' })).toBeInTheDocument();
});

test('an employee without teamActivity is refused the screen, even by its address', async () => {
  mockApi({});
  signInAs(userOf('submerchant'));
  await renderEntryAt('#/team-activity');
  expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
