import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { AppError, MESSAGES, tooMany } from '../http/envelope';
import { codeText } from '../notify/notifier';
import { type Account, who } from './accounts';
import type { AuditSource } from './audit';
import { hitRateLimit, otpSendWindows } from './rateLimits';
import type { AuthServices } from './services';

/** Per-destination send limits (by default one a minute, ten an hour): 429 `otpSendLimited` when over. */
export const checkSendLimit = async (services: AuthServices, account: Account, to: string, purpose: string, source: AuditSource) => {
  const wait = await hitRateLimit(services.db, 'otp-send', to, otpSendWindows(services.config), services.now());
  if (wait > 0) {
    await services.audit({ kind: 'throttled', outcome: 'blocked', ...who(account), ...source, detail: { scope: 'send', purpose } });
    throw tooMany(AUTH_MESSAGES.otpSendLimited, wait);
  }
};

/** Hands a code to the notifier (limits already passed); a failure answers 503. */
export const deliver = async (
  services: AuthServices, input: { account: Account; to: string; channel: 'sms' | 'email'; purpose: string; code: string }, source: AuditSource,
): Promise<void> => {
  const { audit, notifier, config } = services;
  try {
    await notifier.send({ to: input.to, channel: input.channel, purpose: input.purpose, text: codeText(input.code, config.otpTtlMinutes), code: input.code });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
    await audit({ kind: 'otpSendFailed', outcome: 'failure', ...who(input.account), ...source, detail: { channel: input.channel, purpose: input.purpose, reason } });
    throw new AppError(503, MESSAGES.serviceUnavailable);
  }
  await audit({ kind: 'otpSent', outcome: 'success', ...who(input.account), ...source, detail: { channel: input.channel, purpose: input.purpose } });
};
