import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import type { Db } from '../db/client';
import { answering } from '../http/answers';
import { tooMany } from '../http/envelope';
import { requestLocale } from '../http/requestLocale';
import type { AuditSource } from './audit';
import { deviceFingerprint } from './devices';
import type { AuthServices } from './services';
import { noteRateQuota } from '../http/rateLimitHeaders';
import { countRateEvent, perMinute } from './rateLimits';

/**
 * At most `perMinuteLimit` requests a minute from one address to the routes sharing `bucket` (kept in the
 * database, so it holds across restarts and processes); beyond, 429 `tooManyAttempts` with the wait, audited.
 * Counted before the body is read.
 */
export const addressRateLimit = (
  services: Pick<AuthServices, 'db' | 'now' | 'audit'>, bucket: string, perMinuteLimit: number,
): onRequestHookHandler => {
  const { db, now, audit } = services;
  return answering([429], async (request) => {
    const { wait, remaining, resetSeconds } = await countRateEvent(db as Db, bucket, request.ip, perMinute(perMinuteLimit), now());
    noteRateQuota(request, { policy: bucket, quota: perMinuteLimit, windowSeconds: 60, remaining, resetSeconds });
    if (wait > 0) {
      await audit({ kind: 'throttled', outcome: 'blocked', ...sourceOf(request), detail: { scope: 'ip', url: request.url } });
      throw tooMany(AUTH_MESSAGES.tooManyAttempts, wait);
    }
  });
};

/** `SIGNIN_RATE_PER_MINUTE` across the sign-in and forgot-password calls (one shared bucket). */
export const signInRateLimit = (services: Pick<AuthServices, 'db' | 'now' | 'config' | 'audit'>): onRequestHookHandler =>
  addressRateLimit(services, 'signin-ip', services.config.signInRatePerMinute);

/** `CAPTCHA_RATE_PER_MINUTE`: drawing a captcha costs a picture and a stored row, so it is limited on its own. */
export const captchaRateLimit = (services: Pick<AuthServices, 'db' | 'now' | 'config' | 'audit'>): onRequestHookHandler =>
  addressRateLimit(services, 'captcha-ip', services.config.captchaRatePerMinute);

/** Who is asking, for the audit trail: the device value a sign-in call carries only as its fingerprint. */
export const sourceOf = (request: FastifyRequest, deviceId?: string): AuditSource => {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    deviceId: deviceId ? deviceFingerprint(deviceId) : undefined,
    locale: requestLocale(request),
  };
};
