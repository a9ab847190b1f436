import { DEFAULT_ROLE_ACTIONS, type UserType } from '../../../src/api/permissions';
import { parseSignInData, storeSignedIn } from '../../../src/authProvider/session';
import type { UserInfo } from '../../../src/authProvider/userInfo';

/** A login `userInfo` (spec §3) for each kind of user, holding the demo role's actions. */
export const userOf = (type: UserType, overrides: Partial<UserInfo> = {}): UserInfo => ({
  phone: { merchant: '0901234567', submerchant: '0912345678', thirdparty: '0907654321', staff: '0900000000' }[type],
  code: type === 'staff' ? 'ADMIN' : type === 'submerchant' ? 'EMP01' : 'DEMO01',
  type,
  isSubMerchant: type === 'submerchant',
  owner: type === 'submerchant' ? { code: 'DEMO01' } : null,
  webPermissions: DEFAULT_ROLE_ACTIONS[type].map((action) => ({ action })),
  ...overrides,
});

/** Stores a signed-in session exactly as a finished sign-in does. */
export const signInAs = (userInfo: UserInfo): void =>
  storeSignedIn(parseSignInData({ token: 'session-token', userInfo, deviceId: 'device-1', tokenMcPt: { token: 'mc-token' } }));
