import type { PasskeyOptionsRequest, ResendLoginOtpData, ResendLoginOtpRequest, VerifyLoginRequest } from '../api/auth';
import type { CodeFactor, PasskeyAuthenticationOptions, SignInFactor } from '../api/factors';
import { httpClient } from '../dataProvider/httpClient';
import { isPlainObject } from '../core/isPlainObject';
import { PASSKEY_BROWSER_MESSAGES, passkeysSupported, signWithPasskey } from './browserPasskeys';
import { captchaAnswer } from './captcha';
import { describeDevice } from './device';
import { userConfirmed } from './refreshUser';
import { parseSignInData, type SignInData, storeSignedIn } from './session';
import { readStored, removeStored, writeStored } from '../storage';

/**
 * The device secret of the latest sign-in answer, sent back as it came; empty on a browser that has none. The
 * server issues it after an SMS code and replaces it at each sign-in it lets skip the code.
 */
const deviceSecret = (): string => readStored('deviceId') ?? '';

export interface LoginInput {
  code: string;
  username: string;
  password: string;
  captchaId: string;
  captchaText: string;
}

/** Where the user goes next: the SMS code when the server asks for one, else the dashboard. */
/** Where a finished sign-in goes. */
export type SignedInNext = '/dashboard' | '/firstPassword' | '/enrolFactor';
export type SignInNext = '/verifyLogin' | SignedInNext;

/**
 * After a finished sign-in: the first-password step when the owner chose the password, adding a passkey or an
 * authenticator app when the role requires one the user lacks, else the dashboard.
 */
const afterSignIn = (data: SignInData): SignedInNext => {
  if (data.userInfo?.mustChangePassword) return '/firstPassword';
  return data.userInfo?.mustEnrolStrongFactor ? '/enrolFactor' : '/dashboard';
};

/**
 * `POST /api/merchant/login` (CONTRACT.md "Sign-in calls", spec §4 Merchant login). Errors are thrown as they
 * come; the call is quiet because the screen shows the one message of a failure.
 */
export const login = async (input: LoginInput): Promise<SignInNext> => {
  const body = await httpClient('/api/merchant/login', {
    method: 'POST',
    quiet: true,
    body: {
      username: input.username.trim(),
      code: input.code.trim(),
      password: input.password,
      captchaId: input.captchaId,
      captchaText: captchaAnswer(input.captchaId, input.captchaText),
      ...describeDevice(),
      ip: '127.0.0.1',
      deviceId: deviceSecret(),
    },
  });
  const data = parseSignInData(body.data);
  if (data.otp) {
    if (!data.otpId) throw new Error('app.http.somethingWrong');
    pendingCode = codeStateOf(body.data);
    writeStored('otpId', data.otpId);
    writeStored('otpFactors', pendingCode.factors.join(','));
    if (data.deviceId) writeStored('deviceId', data.deviceId);
    return '/verifyLogin';
  }
  storeSignedIn(data);
  userConfirmed();
  return afterSignIn(data);
};

/**
 * What the code screen says about the code of the latest login, and when a new one may be asked for: `sent` (a new
 * code, resend after a minute), `resumed` (a code sent moments ago is still valid: no new SMS) or `deferred` (the
 * phone had a code within the minute: the code is sent when asked for, once the wait is over).
 */
export interface PendingCode {
  state: 'sent' | 'resumed' | 'deferred';
  /** Epoch milliseconds from which a resend is allowed. */
  resendAt: number;
  /**
   * What may answer the challenge, the preferred first: `['sms']`, or for a user with a passkey or an authenticator
   * app e.g. `['passkey', 'totp', 'recoveryCode', 'sms']`, when no SMS was sent until the user asks for one.
   */
  factors: SignInFactor[];
}

const KNOWN_FACTORS: readonly SignInFactor[] = ['passkey', 'totp', 'recoveryCode', 'sms'];

/** The factors an answer or the stored list names, known ones only; the SMS code when it names none. */
const factorsOf = (value: unknown): SignInFactor[] => {
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const known = list.filter((factor): factor is SignInFactor => KNOWN_FACTORS.includes(factor as SignInFactor));
  return known.length > 0 ? known : ['sms'];
};

let pendingCode: PendingCode | null = null;

const codeStateOf = (data: unknown): PendingCode => {
  const fields = (data ?? {}) as { codeSentAt?: unknown; resendAfterSeconds?: unknown; factors?: unknown };
  const factors = factorsOf(fields.factors);
  const sentAt = typeof fields.codeSentAt === 'string' ? Date.parse(fields.codeSentAt) : Number.NaN;
  // No SMS went out for a user with a passkey or an app: "use another way" may send one at once.
  if (factors[0] !== 'sms') return { state: 'sent', resendAt: Date.now(), factors };
  if (typeof fields.resendAfterSeconds === 'number' && fields.resendAfterSeconds > 0) {
    return { state: 'deferred', resendAt: Date.now() + fields.resendAfterSeconds * 1000, factors };
  }
  if (Number.isFinite(sentAt)) return { state: 'resumed', resendAt: Math.max(Date.now(), sentAt + RESEND_WAIT_SECONDS * 1000), factors };
  return { state: 'sent', resendAt: Date.now() + RESEND_WAIT_SECONDS * 1000, factors };
};

/** The code of the latest login of this page load; after a reload, a code just sent (or the stored factors' first). */
export const pendingCodeState = (): PendingCode => {
  if (pendingCode) return pendingCode;
  const factors = factorsOf(readStored('otpFactors'));
  return { state: 'sent', resendAt: Date.now() + (factors[0] === 'sms' ? RESEND_WAIT_SECONDS * 1000 : 0), factors };
};

/** Whether a login is waiting for its SMS code. */
export const hasPendingChallenge = (): boolean => Boolean(readStored('otpId'));

/** `POST /api/merchant/verifyLogin`: a finished sign-in is stored and the challenge forgotten. */
const finishSignIn = async (request: VerifyLoginRequest): Promise<SignedInNext> => {
  const body = await httpClient('/api/merchant/verifyLogin', { method: 'POST', quiet: true, body: request });
  const data = parseSignInData(body.data);
  storeSignedIn(data);
  userConfirmed();
  removeStored('otpId');
  removeStored('otpFactors');
  pendingCode = null;
  return afterSignIn(data);
};

/**
 * `POST /api/merchant/verifyLogin` with `{ otp, otpId, deviceId }`: finishes the sign-in (spec §4 Verify login).
 * `factor` says what `otp` is when it is not the SMS code: an authenticator app's code or a recovery code.
 */
export const verifyLogin = (otp: string, factor: CodeFactor = 'sms'): Promise<SignedInNext> =>
  finishSignIn({ otp: otp.trim(), otpId: readStored('otpId') ?? '', deviceId: deviceSecret(), ...(factor === 'sms' ? {} : { factor }) });

/**
 * Finishes the sign-in with a passkey: the server's assertion options for this challenge (`passkeyOptions`), the
 * browser's prompt, then verifyLogin with `factor: 'passkey'`. A prompt the user closes throws `app.passkeys.cancelled`
 * and leaves the challenge open for another way.
 */
export const verifyLoginWithPasskey = async (): Promise<SignedInNext> => {
  // Before the server opens a challenge the browser could not answer.
  if (!passkeysSupported()) throw new Error(PASSKEY_BROWSER_MESSAGES.unsupported);
  const otpId = readStored('otpId') ?? '';
  const request: PasskeyOptionsRequest = { otpId };
  const body = await httpClient('/api/merchant/passkeyOptions', { method: 'POST', quiet: true, body: request });
  // Checked for the one field the browser cannot do without; the library and the browser check the rest.
  if (!isPlainObject(body.data) || typeof body.data.challenge !== 'string') throw new Error('app.http.somethingWrong');
  const passkey = await signWithPasskey(body.data as unknown as PasskeyAuthenticationOptions);
  return finishSignIn({ otpId, deviceId: deviceSecret(), factor: 'passkey', passkey });
};

/** Seconds before the first resend is allowed, counted from the arrival on /verifyLogin. */
export const RESEND_WAIT_SECONDS = 60;

/**
 * `POST /api/merchant/resendLoginOtp` with `{ otpId, deviceId }`: a new SMS code for the same challenge.
 * Answers the seconds to wait before the next resend (`data.retryAfterSeconds`).
 */
export const resendLoginOtp = async (): Promise<number> => {
  const request: ResendLoginOtpRequest = { otpId: readStored('otpId') ?? '', deviceId: deviceSecret() };
  const body = await httpClient('/api/merchant/resendLoginOtp', { method: 'POST', quiet: true, body: request });
  const data = (body.data ?? {}) as Partial<Record<keyof ResendLoginOtpData, unknown>>;
  if (typeof data.otpId === 'string' && data.otpId) writeStored('otpId', data.otpId);
  return typeof data.retryAfterSeconds === 'number' && data.retryAfterSeconds >= 0 ? data.retryAfterSeconds : RESEND_WAIT_SECONDS;
};
