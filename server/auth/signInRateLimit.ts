import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../src/api/authMessages';
import type { Db } from '../db/client';
import { tooMany } from '../http/envelope';
import { requestLocale } from '../http/requestLocale';
import type { AuditSource } from './audit';
import { deviceFingerprint } from './devices';
import type { AuthServices } from './services';
import { hitRateLimit, signInWindows } from './rateLimits';

/**
 * At most `SIGNIN_RATE_PER_MINUTE` requests a minute from one address across the sign-in and forgot-password
 * calls (one shared bucket). Counted before the body is read.
 */
export const signInRateLimit = (services: Pick<AuthServices, 'db' | 'now' | 'config' | 'audit'>): onRequestHookHandler => {
  const { db, now, config, audit } = services;
  return async (request) => {
    const wait = await hitRateLimit(db as Db, 'signin-ip', request.ip, signInWindows(config.signInRatePerMinute), now());
    if (wait > 0) {
      await audit({ kind: 'throttled', outcome: 'blocked', ...sourceOf(request), detail: { scope: 'ip', url: request.url } });
      throw tooMany(AUTH_MESSAGES.tooManyAttempts, wait);
    }
  };
};

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
