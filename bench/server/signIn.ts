import { z } from 'zod';
import { signInDataSchema } from '../../src/api/auth';
import { captchaResponseSchema } from '../../src/api/captcha';
import { devCaptchaDataSchema, outboxMessageSchema } from '../../src/api/dev';
import { call, type Session } from './api';

export interface Account {
  code: string;
  username: string;
  password: string;
}

/**
 * Signs in as a browser would, through the real calls: a captcha (its answer read through the dev hook), the
 * login, then the SMS code from the dev outbox. Answers the session's headers.
 */
export const signIn = async (url: string, account: Account): Promise<Session> => {
  const anonymous: Session = { url, headers: {} };
  const captcha = captchaResponseSchema.parse(await (await fetch(`${url}/api/user/create-captcha`)).json());
  const { text } = await call(anonymous, `/api/dev/captcha/${captcha.id}`, devCaptchaDataSchema);
  const first = await call(anonymous, '/api/merchant/login', signInDataSchema, {
    code: account.code, username: account.username, password: account.password, deviceId: '', captchaId: captcha.id, captchaText: text,
  });
  let signed = first;
  if (first.otp) {
    const [message] = await call(anonymous, `/api/dev/outbox?to=${encodeURIComponent(account.username)}`, z.array(outboxMessageSchema));
    if (!message?.code) throw new Error(`no SMS code was sent to ${account.username}`);
    signed = await call(anonymous, '/api/merchant/verifyLogin', signInDataSchema, { otpId: first.otpId, otp: message.code, deviceId: '' });
  }
  if (!signed.token || !signed.tokenMcPt.token) throw new Error('the sign-in answered no session');
  return { url, headers: { authorization: `Bearer ${signed.token}`, token: signed.tokenMcPt.token } };
};
