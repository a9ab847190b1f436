import { screen, waitFor, within } from '@testing-library/react';
import ProfilePage from '../../../../src/resources/profile/ProfilePage';
import { mockApi, ok, type SentRequest } from '../../support/api';
import { renderScreens } from '../../support/renderScreens';
import { signInAs, userOf } from '../../support/users';
import type { ActivityRow } from '../../../../src/api/activity';
import { ACTIVITY, SESSIONS, TRUSTED_DEVICES } from './securityFixtures';

// /profile's Security history, Sessions and Trusted devices tabs against the fake API.

const owner = userOf('merchant');

const api = () => {
  let sessions = SESSIONS;
  let devices = TRUSTED_DEVICES;
  return mockApi({
    'POST /api/security/findActivity': ok(ACTIVITY, { count: ACTIVITY.length }),
    'POST /api/security/findSessions': () => ok(sessions, { count: sessions.length }),
    'POST /api/security/revokeSession': (request) => {
      const { id } = request.body as { id: string };
      sessions = sessions.filter((row) => row.id !== id);
      return ok({ signedOut: id === SESSIONS[0].id }, { message: 'app.security.sessionRevoked' });
    },
    'POST /api/security/revokeOtherSessions': () => {
      sessions = sessions.filter((row) => row.current);
      return ok({ revoked: 1 }, { message: 'app.security.otherSessionsRevoked' });
    },
    'POST /api/security/findTrustedDevices': () => ok(devices, { count: devices.length }),
    'POST /api/security/forgetTrustedDevice': (request) => {
      devices = devices.filter((row) => row.id !== (request.body as { id: string }).id);
      return ok(null, { message: 'app.security.deviceForgotten' });
    },
    'POST /api/security/exportActivity': ok({ id: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b', status: 'queued' }),
  });
};

const mockProfile = (calls: ReturnType<typeof api>) => calls.on('GET /api/merchant/profile', ok({
  userInfo: { ...owner, owner: { code: 'DEMO01' } }, fullName: 'Nguyễn Văn An', email: 'merchant@demo.local', ownerName: 'Demo Merchant',
  lastSignInAt: null, passwordChangedAt: null, passwordRules: { pattern: '^[A-Za-z0-9]+$', minLength: 9, maxLength: 40 },
}));

const openTab = (tab: string, locale: 'en' | 'vi' = 'en') => renderScreens([['/profile', ProfilePage, 'app.screens.profile']], `/profile?tab=${tab}`, { locale });

const queryInputOf = (request: SentRequest | undefined): unknown => JSON.parse(String((request?.body as { queryInput?: string }).queryInput));

beforeEach(() => {
  localStorage.clear();
  signInAs(owner);
});

test('the security history shows each entry in words: time, kind, outcome, address, device and detail; an unknown kind by its key', async () => {
  const calls = api();
  const { user } = openTab('history');
  expect(await screen.findByRole('heading', { level: 2, name: 'Security history' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Security history', selected: true })).toHaveAttribute('aria-controls', 'profile-panel-history');
  await screen.findByText('Reason: wrong password');
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Activity', 'Outcome', 'IP address', 'Device', 'Details']);
  const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['20/11/2026 15:15', 'Sign-in', 'Failed', '113.161.72.15', 'Chrome 131 · Windows 10', 'Reason: wrong password'],
    ['19/11/2026 09:00', 'Role permissions changed', 'Succeeded', '113.161.72.15', 'Unknown device', 'Name: Thu ngân; Removed: findtransactions'],
    ['18/11/2026 08:00', 'somethingNewer', 'Blocked', '', 'Unknown device', ''],
  ]);
  expect(calls.sent('POST', '/api/security/findActivity')[0].body).toMatchObject({ sort: [{ at: 'desc' }], limit: 20, skip: 0 });

  await user.click(screen.getByRole('combobox', { name: 'Activity' }));
  await user.click(await screen.findByRole('option', { name: 'Password change' }));
  await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
  await user.click(await screen.findByRole('option', { name: 'Failed' }));
  await waitFor(() => expect(queryInputOf(calls.sent('POST', '/api/security/findActivity').at(-1))).toEqual({ kind: 'passwordChanged', outcome: 'failure' }));

  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: /CSV/ }));
  await waitFor(() => expect(calls.sent('POST', '/api/security/exportActivity').map((request) => request.body))
    .toEqual([{ scope: 'own', queryInput: { kind: 'passwordChanged', outcome: 'failure' }, format: 'csv', locale: 'en' }]));
  // An owner is offered the team's history too.
  expect(screen.getByRole('link', { name: 'Team security history' })).toHaveAttribute('href', '/team-activity');
});

test('webhook changes are entries of their own, in both languages: added, changed, secret rolled, deleted, refused', async () => {
  const webhookRow = (id: number, kind: string, detail: ActivityRow['detail'], outcome: ActivityRow['outcome'] = 'success'): ActivityRow => ({
    id, at: '2026-11-29T03:15:00.000Z', kind, outcome, ip: '113.161.72.15', client: null, userId: 3, userName: 'Đối tác', detail,
  });
  const rows = [
    webhookRow(45, 'webhookRefused', { purpose: 'webhookRoll', url: 'https://erp.example.vn/in', reason: 'passwordWrong' }, 'failure'),
    webhookRow(44, 'webhookEndpointDeleted', { url: 'https://erp.example.vn/in' }),
    webhookRow(43, 'webhookSecretRolled', { url: 'https://erp.example.vn/in', overlapHours: 24 }),
    webhookRow(42, 'webhookEndpointUpdated', { url: 'https://erp.example.vn/in', status: 'disabled' }),
    webhookRow(41, 'webhookEndpointCreated', { url: 'https://erp.example.vn/in', eventTypes: 'transaction.created' }),
  ];
  const kindsAndDetails = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
    .map((row) => within(row).getAllByRole('cell')).map((cells) => [cells[1].textContent, cells[5].textContent]);
  const calls = api();
  calls.on('POST /api/security/findActivity', ok(rows, { count: rows.length }));
  for (const [locale, expected] of [
    ['en', [
      ['Webhook change refused', 'For: rolling a webhook secret; Endpoint URL: https://erp.example.vn/in; Reason: wrong password'],
      ['Webhook endpoint deleted', 'Endpoint URL: https://erp.example.vn/in'],
      ['Webhook signing secret rolled', 'Endpoint URL: https://erp.example.vn/in; Old secret signs for (hours): 24'],
      ['Webhook endpoint changed', 'Endpoint URL: https://erp.example.vn/in; Status: off'],
      ['Webhook endpoint added', 'Endpoint URL: https://erp.example.vn/in; Events: transaction.created'],
    ]],
    ['vi', [
      ['Từ chối thay đổi webhook', 'Mục đích: cấp khoá ký mới cho webhook; URL điểm nhận: https://erp.example.vn/in; Lý do: sai mật khẩu'],
      ['Xoá điểm nhận webhook', 'URL điểm nhận: https://erp.example.vn/in'],
      ['Đổi khoá ký webhook', 'URL điểm nhận: https://erp.example.vn/in; Khoá ký cũ còn ký (giờ): 24'],
      ['Sửa điểm nhận webhook', 'URL điểm nhận: https://erp.example.vn/in; Trạng thái: đã tắt'],
      ['Thêm điểm nhận webhook', 'URL điểm nhận: https://erp.example.vn/in; Sự kiện: transaction.created'],
    ]],
  ] as const) {
    const { unmount } = openTab('history', locale);
    await screen.findByText(expected[0][1]);
    expect(kindsAndDetails()).toEqual(expected);
    unmount();
  }
});

test('sessions: this one marked, each signed out by name after a confirmation, and everywhere else', async () => {
  const calls = api();
  const { user } = openTab('sessions');
  const table = await screen.findByRole('table', { name: 'Sessions' });
  const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Chrome 131 · Windows 10 This session', '113.161.72.15', '20/11/2026 08:30', '20/11/2026 15:15'],
    ['Safari 17 · iOS 17.5', '14.232.208.9', '18/11/2026 19:00', '19/11/2026 20:05'],
  ]);

  await user.click(screen.getByRole('button', { name: 'Sign out Safari 17 · iOS 17.5' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Sign out Safari 17 · iOS 17.5?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.sent('POST', '/api/security/revokeSession')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Sign out Safari 17 · iOS 17.5' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText('The session is signed out.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/security/revokeSession').map((request) => request.body)).toEqual([{ id: SESSIONS[1].id }]);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out Safari 17 · iOS 17.5' })).toBeNull());
  expect(localStorage.getItem('session')).toBe('session-token');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Nothing else left to sign out.
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
});

test('"Sign out everywhere else" asks first, then keeps only this session', async () => {
  const calls = api();
  const { user } = openTab('sessions');
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Every other session of yours ends; this one stays signed in.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByText('Every other session is signed out.')).toBeInTheDocument();
  expect(calls.sent('POST', '/api/security/revokeOtherSessions')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out Safari 17 · iOS 17.5' })).toBeNull());
});

test('signing out this session signs out here: the session is forgotten and /login opens', async () => {
  api();
  const { user } = openTab('sessions');
  await user.click(await screen.findByRole('button', { name: 'Sign out Chrome 131 · Windows 10' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Sign out of this session?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(window.location.hash).toBe('#/login'));
  expect(localStorage.getItem('session')).toBeNull();
  expect(localStorage.getItem('deviceId')).toBe('device-1');
});

test('trusted devices: this browser marked; forgetting it drops its secret here, so that the next sign-in asks for the code', async () => {
  const calls = api();
  const { user } = openTab('devices');
  const table = await screen.findByRole('table', { name: 'Trusted devices' });
  expect(calls.sent('POST', '/api/security/findTrustedDevices')[0].body).toMatchObject({ deviceId: 'device-1' });
  const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Chrome 131 · Windows 10 This browser', '113.161.72.15', '02/11/2026 09:00', '20/11/2026 08:30', '02/12/2026 09:00'],
    ['Firefox 132 · Android 14', '14.232.208.9', '10/11/2026 10:00', 'Not used yet', '10/12/2026 10:00'],
  ]);

  await user.click(screen.getByRole('button', { name: 'Forget Firefox 132 · Android 14' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget' }));
  await screen.findByText('The device is forgotten: its next sign-in will ask for the SMS code.');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(localStorage.getItem('deviceId')).toBe('device-1');

  await user.click(screen.getByRole('button', { name: 'Forget Chrome 131 · Windows 10' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Forget Chrome 131 · Windows 10?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Forget' }));
  await waitFor(() => expect(calls.sent('POST', '/api/security/forgetTrustedDevice').map((request) => request.body))
    .toEqual([{ id: TRUSTED_DEVICES[1].id }, { id: TRUSTED_DEVICES[0].id }]));
  await waitFor(() => expect(localStorage.getItem('deviceId')).toBeNull());
  expect(await screen.findByText('No device is trusted: every sign-in asks for the code sent by SMS.')).toBeInTheDocument();
});

test('"Forget this device" on the Account tab leads to every trusted device', async () => {
  const calls = api();
  mockProfile(calls);
  const { user } = openTab('account');
  await user.click(await screen.findByRole('link', { name: 'See every trusted device' }));
  expect(await screen.findByRole('tab', { name: 'Trusted devices', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Trusted devices' })).toBeInTheDocument();
});

test('speaks Vietnamese', async () => {
  api();
  const { user } = openTab('history', 'vi');
  expect(await screen.findByRole('heading', { level: 2, name: 'Lịch sử bảo mật' })).toBeInTheDocument();
  expect(await screen.findByText('Đổi quyền của vai trò')).toBeInTheDocument();
  expect(screen.getByText('Thất bại')).toBeInTheDocument();
  expect(screen.getByText('Lý do: sai mật khẩu')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Phiên đăng nhập' }));
  expect(await screen.findByRole('button', { name: 'Đăng xuất Safari 17 · iOS 17.5' })).toBeInTheDocument();
  expect(screen.getByText('Phiên này')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Thiết bị tin cậy' }));
  expect(await screen.findByRole('button', { name: 'Quên Firefox 132 · Android 14' })).toBeInTheDocument();
  expect(screen.getByText('Trình duyệt này')).toBeInTheDocument();
});
