import type { App } from '../../../server/app';
import { bearer, solveCaptcha } from './signIn';

export const changePassword = (app: App, token: string, body: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/merchant/changePassword', headers: bearer(token), payload: body });

/** Forgot password, step 1: the answer carries the token of the code step; the e-mail, sent after it, is out too. */
export const requestReset = async (app: App, username: string) => {
  const answer = await app.inject({ method: 'POST', url: '/api/merchant/resetPass', payload: { username, ...(await solveCaptcha(app)) } });
  await app.services.auth.afterAnswer.idle();
  return answer;
};

/** Step 2: the answer carries the token of the password step. */
export const verifyResetCode = (app: App, token: string, otp: string) =>
  app.inject({ method: 'POST', url: '/api/merchant/resetPassVerifyOTP', payload: { token, otp } });

/** Step 3. */
export const createNewPass = (app: App, token: string, password: string, confirmPassword = password) =>
  app.inject({ method: 'POST', url: '/api/merchant/createNewPass', payload: { token, password, confirmPassword } });
