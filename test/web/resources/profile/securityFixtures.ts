import type { ActivityRow, SessionRow, TeamSessionRow, TrustedDeviceRow } from '../../../../src/api/activity';

/** Rows of the security calls as the server answers them (times in UTC; the screens show Ho Chi Minh City's). */

export const ACTIVITY: ActivityRow[] = [
  {
    id: 31, at: '2026-11-20T08:15:00.000Z', kind: 'signIn', outcome: 'failure', ip: '113.161.72.15', client: 'Chrome 131 · Windows 10',
    userId: 1, userName: 'Nguyễn Văn An', detail: { reason: 'wrongPassword' },
  },
  {
    id: 30, at: '2026-11-19T02:00:00.000Z', kind: 'rolePermissionsChanged', outcome: 'success', ip: '113.161.72.15', client: null,
    userId: 2, userName: 'Trần Thị Bình', detail: { name: 'Thu ngân', removed: 'findtransactions' },
  },
  {
    id: 29, at: '2026-11-18T01:00:00.000Z', kind: 'somethingNewer', outcome: 'blocked', ip: null, client: null,
    userId: null, userName: null, detail: {},
  },
];

export const SESSIONS: SessionRow[] = [
  { id: '5b0e7f0c-3d7a-4a8e-9d2b-6f1c2e9a4b11', client: 'Chrome 131 · Windows 10', ip: '113.161.72.15', createdAt: '2026-11-20T01:30:00.000Z', lastSeenAt: '2026-11-20T08:15:00.000Z', current: true },
  { id: '7c1f8a1d-4e8b-4b9f-8e3c-7a2d3f0b5c22', client: 'Safari 17 · iOS 17.5', ip: '14.232.208.9', createdAt: '2026-11-18T12:00:00.000Z', lastSeenAt: '2026-11-19T13:05:00.000Z', current: false },
];

export const TRUSTED_DEVICES: TrustedDeviceRow[] = [
  {
    id: '9c2d4e61-0a8b-4f3e-8b7a-2d5c1e0f9a33', client: 'Chrome 131 · Windows 10', ip: '113.161.72.15', createdAt: '2026-11-02T02:00:00.000Z',
    lastUsedAt: '2026-11-20T01:30:00.000Z', trustedUntil: '2026-12-02T02:00:00.000Z', current: true,
  },
  {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', client: 'Firefox 132 · Android 14', ip: '14.232.208.9', createdAt: '2026-11-10T03:00:00.000Z',
    lastUsedAt: null, trustedUntil: '2026-12-10T03:00:00.000Z', current: false,
  },
];

export const TEAM_SESSIONS: TeamSessionRow[] = [
  {
    id: '7c1f8a1d-4e8b-4b9f-8e3c-7a2d3f0b5c22', client: 'Chrome 131 · Windows 10', ip: '14.232.208.9', createdAt: '2026-11-20T01:00:00.000Z',
    lastSeenAt: '2026-11-20T02:00:00.000Z', userId: 2, userName: 'Trần Thị Bình', userPhone: '0912345678', userType: 'submerchant',
  },
  {
    id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', client: 'Edge 130 · Windows 10', ip: '113.161.72.15', createdAt: '2026-11-20T00:30:00.000Z',
    lastSeenAt: '2026-11-20T01:45:00.000Z', userId: 3, userName: 'Lê Minh Châu', userPhone: '0907654321', userType: 'merchant',
  },
];
