import type { PasswordRules } from '../api/passwordPolicy';
import { isPlainObject } from '../core/isPlainObject';
import { HttpError } from '../dataProvider/HttpError';
import { httpClient, type ApiBody } from '../dataProvider/httpClient';
import { captchaAnswer } from './captcha';

/**
 * The forgot-password calls (CONTRACT.md, spec §4 Forgot password). The reset token lives in the screen's
 * state, never in storage `session`: a reset in progress must not look like a signed-in user.
 */
export interface ResetAnswer {
  /** The token for the next step, when the server sent one. */
  token: string | null;
  otp: boolean;
  /** The step's code or token ran out: the flow restarts at an earlier step. */
  expired: boolean;
  /** What the server will take as a new password (the code step's answer says it); absent: spec §5's rules. */
  passwordRules?: PasswordRules;
}

const isLength = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The rules as the server sent them, when they are well formed (a pattern this browser cannot compile is not). */
const readRules = (value: unknown): PasswordRules | undefined => {
  if (!isPlainObject(value)) return undefined;
  const { pattern, minLength, maxLength } = value;
  if (typeof pattern !== 'string' || !isLength(minLength) || !isLength(maxLength)) return undefined;
  try {
    new RegExp(pattern);
  } catch {
    return undefined;
  }
  return { pattern, minLength, maxLength };
};

/** Flags may sit in `data` or beside it; an expired answer may also come as an error. */
const readAnswer = (body: unknown): ResetAnswer => {
  const top = isPlainObject(body) ? body : {};
  const data = isPlainObject(top.data) ? top.data : {};
  const token = typeof data.token === 'string' && data.token ? data.token : null;
  const passwordRules = readRules(data.passwordRules);
  return {
    token, otp: data.otp === true || top.otp === true, expired: data.expired === true || top.expired === true,
    ...(passwordRules ? { passwordRules } : {}),
  };
};

const call = async (path: string, body: Record<string, string>): Promise<ResetAnswer> => {
  let answer: ApiBody;
  try {
    answer = await httpClient(path, { method: 'POST', body, quiet: true });
  } catch (error) {
    if (error instanceof HttpError && readAnswer(error.body).expired) return readAnswer(error.body);
    throw error;
  }
  return readAnswer(answer);
};

export const requestPasswordReset = (input: { username: string; captchaId: string; captchaText: string }) =>
  call('/api/merchant/resetPass', {
    username: input.username.trim(),
    captchaId: input.captchaId,
    captchaText: captchaAnswer(input.captchaId, input.captchaText),
  });

export const verifyPasswordResetOtp = (input: { otp: string; token: string }) =>
  call('/api/merchant/resetPassVerifyOTP', { otp: input.otp.trim(), token: input.token });

export const createNewPassword = (input: { password: string; confirmPassword: string; token: string }) =>
  call('/api/merchant/createNewPass', input);
