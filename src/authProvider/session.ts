import { isPlainObject } from '../core/isPlainObject';
import { readStored, readStoredJson, writeStored, writeStoredJson } from '../storage';
import { ownerCodeOf, parseUserInfo, type UserInfo } from './userInfo';

/** The `data` of a login or verify-login answer (spec §3 "Login response"). */
export interface SignInData {
  token: string | null;
  userInfo: UserInfo | null;
  deviceId: string | null;
  otp: boolean;
  otpId: string | null;
  tokenMcPt: { token: string } | null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export const parseSignInData = (value: unknown): SignInData => {
  const data = isPlainObject(value) ? value : {};
  const second = isPlainObject(data.tokenMcPt) ? textOrNull(data.tokenMcPt.token) : textOrNull(data.tokenMcPt);
  return {
    token: textOrNull(data.token),
    userInfo: parseUserInfo(data.userInfo),
    deviceId: textOrNull(data.deviceId),
    otp: data.otp === true,
    otpId: textOrNull(data.otpId) ?? (typeof data.otpId === 'number' ? String(data.otpId) : null),
    tokenMcPt: second ? { token: second } : null,
  };
};

export const hasSession = (): boolean => Boolean(readStored('session'));

export const readUser = (): UserInfo | null => parseUserInfo(readStoredJson<unknown>('user'));

/**
 * Keeps a finished sign-in: session, user, device, owner code, phone and the second token (spec §4).
 * Throws when the answer carries no session, so a broken answer never looks like a sign-in.
 */
export const storeSignedIn = (data: SignInData): void => {
  if (!data.token || !data.userInfo) throw new Error('app.http.somethingWrong');
  writeStored('session', data.token);
  writeStoredJson('user', data.userInfo);
  if (data.deviceId) writeStored('deviceId', data.deviceId);
  writeStored('code', ownerCodeOf(data.userInfo));
  writeStored('phone', data.userInfo.phone);
  if (data.tokenMcPt) writeStoredJson('tokenMcPt', data.tokenMcPt);
};
