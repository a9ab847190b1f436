import { generate } from 'otplib';
import type { App } from '../../../server/app';
import type { TestClock } from './app';
import type { SoftAuthenticator } from './softAuthenticator';

/** The code an authenticator app shows for `secret` at the clock's instant, `steps` 30-second steps away. */
export const totpAt = (secret: string, clock: TestClock, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });

export const factorCall = (app: App, headers: Record<string, string>, call: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/security/${call}`, headers, payload });

/** A signed-in user: the session's headers and the password that starting a factor takes again. */
export interface FactorUser { headers: Record<string, string>; account: { password: string } }

/** Starts (with the password again) and confirms an authenticator app for the signed-in user: its secret and the recovery codes shown. */
export const enrolApp = async (app: App, { headers, account }: FactorUser, clock: TestClock) => {
  const started = await factorCall(app, headers, 'startAuthenticator', { password: account.password });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const { secret } = started.json().data as { secret: string };
  const confirmed = await factorCall(app, headers, 'confirmAuthenticator', { code: await totpAt(secret, clock) });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
};

export const verifyWith = (app: App, otpId: string, factor: 'sms' | 'totp' | 'recoveryCode', otp: string) =>
  app.inject({ method: 'POST', url: '/api/merchant/verifyLogin', payload: { otpId, otp, factor, deviceId: '' } });

/** The relying party the test app was configured with (`localhost` and its default origin). */
export const webauthnOf = (app: App) => ({ rpId: app.services.auth.config.webauthn.rpId, origin: app.services.auth.config.webauthn.origins[0] });

/** Registers `authenticator`'s passkey for the signed-in user under `name` (the password again first): the finish call's answer. */
export const registerPasskey = async (app: App, { headers, account }: FactorUser, authenticator: SoftAuthenticator, name = 'Work laptop', origin?: string) => {
  const started = await factorCall(app, headers, 'startPasskeyRegistration', { password: account.password });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  return factorCall(app, headers, 'finishPasskeyRegistration', { name, response: authenticator.register(started.json().data, { origin }) });
};

export const passkeyOptions = (app: App, otpId: string) =>
  app.inject({ method: 'POST', url: '/api/merchant/passkeyOptions', payload: { otpId } });

export const verifyWithPasskey = (app: App, otpId: string, passkey: unknown) =>
  app.inject({ method: 'POST', url: '/api/merchant/verifyLogin', payload: { otpId, factor: 'passkey', passkey, deviceId: '' } });
