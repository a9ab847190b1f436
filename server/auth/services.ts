import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig, DeliveryConfig } from '../config';
import type { AuthChanges } from '../db/authChanges';
import type { Db } from '../db/client';
import { createNotifier, type Notifier } from '../notify/notifier';
import { createAccountThrottle, type AccountThrottle } from './accountThrottle';
import { createAfterAnswer, type AfterAnswer } from './afterAnswer';
import { createAudit, type Audit } from './audit';
import { createAuthenticatorApps, type AuthenticatorApps } from './authenticatorApps';
import type { CaptchaService } from './captcha';
import { createChallengeService, type ChallengeService } from './challenges';
import { createTrustedDevices, type TrustedDevices } from './devices';
import { createFactorCrypto } from './factorCrypto';
import { createPasskeys, type Passkeys } from './passkeys';
import { createPasswordPolicy, type PasswordPolicy } from './passwordPolicy';
import { hashPassword, type PasswordParams } from './passwords';
import { createRecoveryCodes, type RecoveryCodes } from './recoveryCodes';
import { createSessionService, type SessionService } from './sessions';

/** Everything the sign-in, password and session routes share. */
export interface AuthServices {
  db: Db;
  now: () => Date;
  config: AuthConfig;
  captchas: CaptchaService;
  audit: Audit;
  notifier: Notifier;
  sessions: SessionService;
  challenges: ChallengeService;
  devices: TrustedDevices;
  throttle: AccountThrottle;
  /** Authenticator apps (TOTP) and recovery codes: the second factors that stand in for the SMS code. */
  apps: AuthenticatorApps;
  recoveryCodes: RecoveryCodes;
  /** Passkeys (WebAuthn), for the relying party of `config.webauthn`. */
  passkeys: Passkeys;
  policy: PasswordPolicy;
  passwordParams: PasswordParams;
  /** Checked against when the account is unknown, so that a wrong owner or user costs what a wrong password does. */
  dummyHash: string;
  /** Work started once an answer has gone out (reset e-mails). */
  afterAnswer: AfterAnswer;
}

export interface AuthServiceDeps {
  db: Db;
  now: () => Date;
  config: AuthConfig;
  delivery: DeliveryConfig;
  devHooks: boolean;
  captchas: CaptchaService;
  log: FastifyBaseLogger;
  notifier?: Notifier;
  /** The database's notices of changes to sessions, users and rights: with them, sessions are kept between requests. */
  authChanges?: AuthChanges;
}

export const createAuthServices = async (deps: AuthServiceDeps): Promise<AuthServices> => {
  const { db, now, config } = deps;
  const passwordParams = config.passwordHashing;
  // Without a configured secret (tests, or a caller that did not resolve one) codes are bound to this process.
  const secret = config.secret ?? randomBytes(32).toString('base64url');
  const factorCrypto = createFactorCrypto(secret);
  return {
    db, now, config, captchas: deps.captchas, passwordParams,
    audit: createAudit(db, now),
    notifier: deps.notifier ?? createNotifier({ db, now, log: deps.log, delivery: deps.delivery, devHooks: deps.devHooks }),
    sessions: createSessionService(db, now, {
      idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours, staffRequireStrongFactor: config.staffRequireStrongFactor,
    }, config.sessionCache ? deps.authChanges : undefined),
    challenges: createChallengeService(db, now, secret, config.otpTtlMinutes),
    devices: createTrustedDevices(db, now, config.trustedDeviceDays),
    throttle: createAccountThrottle(db, now, config.accountFreeFailures),
    apps: createAuthenticatorApps(db, now, factorCrypto),
    recoveryCodes: createRecoveryCodes(db, now, factorCrypto),
    passkeys: createPasskeys(db, now, config.webauthn),
    policy: createPasswordPolicy(config.passwordRules),
    dummyHash: await hashPassword(randomBytes(16).toString('base64'), undefined, passwordParams),
    afterAnswer: createAfterAnswer(deps.log),
  };
};
