import { httpClient } from '../dataProvider/httpClient';
import { captchaAnswer } from './captcha';
import { describeDevice } from './device';
import { parseSignInData, storeSignedIn } from './session';
import { getOrCreateDeviceId, readStored, removeStored, writeStored } from './storage';

export interface LoginInput {
  code: string;
  username: string;
  password: string;
  captchaId: string;
  captchaText: string;
}

/** Where the user goes next: the SMS code when the server asks for one, else the dashboard. */
export type SignInNext = '/verifyLogin' | '/dashboard';

/** `POST /api/merchant/login` (CONTRACT.md "Sign-in calls", spec §4 Merchant login). Errors are thrown as they come. */
export const login = async (input: LoginInput): Promise<SignInNext> => {
  const deviceId = getOrCreateDeviceId();
  const body = await httpClient('/api/merchant/login', {
    method: 'POST',
    body: {
      username: input.username.trim(),
      code: input.code.trim(),
      password: input.password,
      captchaId: input.captchaId,
      captchaText: captchaAnswer(input.captchaId, input.captchaText),
      ...describeDevice(),
      ip: '127.0.0.1',
      deviceId,
    },
  });
  const data = parseSignInData(body.data);
  if (data.otp) {
    if (!data.otpId) throw new Error('app.http.somethingWrong');
    writeStored('otpId', data.otpId);
    writeStored('deviceId', data.deviceId ?? deviceId);
    return '/verifyLogin';
  }
  storeSignedIn(data);
  return '/dashboard';
};

/** Whether a login is waiting for its SMS code. */
export const hasPendingChallenge = (): boolean => Boolean(readStored('otpId'));

/** `POST /api/merchant/verifyLogin` with `{ otp, otpId, deviceId }`: finishes the sign-in (spec §4 Verify login). */
export const verifyLogin = async (otp: string): Promise<'/dashboard'> => {
  const body = await httpClient('/api/merchant/verifyLogin', {
    method: 'POST',
    body: { otp: otp.trim(), otpId: readStored('otpId') ?? '', deviceId: getOrCreateDeviceId() },
  });
  storeSignedIn(parseSignInData(body.data));
  removeStored('otpId');
  return '/dashboard';
};
