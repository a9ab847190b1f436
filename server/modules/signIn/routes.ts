import { z } from 'zod';
import {
  loginRequestSchema, passkeyOptionsRequestSchema, resendLoginOtpDataSchema, resendLoginOtpRequestSchema, signInDataSchema, verifyLoginRequestSchema,
} from '../../../src/api/auth';
import { envelopeSchema } from '../../../src/api/envelope';
import { passkeyAuthenticationOptionsSchema } from '../../../src/api/factors';
import type { AuthServices } from '../../auth/services';
import { signInRateLimit, sourceOf } from '../../auth/signInRateLimit';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createSignInService } from './service';

const TAGS = ['sign-in'];

/**
 * What a logout asks the browser to forget. Not "storage": it would empty localStorage, where the app keeps
 * across sign-outs what spec §4 says to keep (deviceId, the device secret; code and phone, the remembered fields)
 * and the chosen language. Not "cookies": the app sets none, and the directive would clear every cookie of the
 * registrable domain, sibling sites included. "cache" drops the answers and pages the browser holds for this
 * site, the back/forward copies of signed-in screens included.
 */
const LOGOUT_CLEAR_SITE_DATA = '"cache"';

/** Merchant login, its SMS code step, and logout (spec §4, CONTRACT.md "Sign-in calls"). */
export const signInRoutes: ZodPlugin<{ auth: AuthServices }> = async (app, { auth }) => {
  const service = createSignInService(auth);
  const limited = { public: true };
  const rateLimit = signInRateLimit(auth);

  app.post('/merchant/login', {
    config: { ...limited, errors: [503] },
    onRequest: rateLimit,
    schema: {
      summary: 'Sign in with owner code, username, password and captcha; without a device secret the server issued, a second step (otp: true): '
        + 'the SMS code, or for a user with an authenticator app `data.factors` and no SMS',
      description: 'Public; SIGNIN_RATE_PER_MINUTE calls a minute per address, shared with verifyLogin, resendLoginOtp and the '
        + 'forgot-password calls. 400 `app.auth.captchaInvalid` for a wrong, used or expired captcha (draw a new one), '
        + '`app.auth.invalidCredentials` for a wrong owner code, username or password (never says which), `app.auth.accountLocked`. '
        + '429 `app.auth.tooManyAttempts` after repeated failures, `app.auth.otpSendLimited` when a code went to this phone too '
        + 'recently: wait `data.retryAfterSeconds` (also `Retry-After`); 503 when the SMS cannot be sent.',
      tags: TAGS,
      body: loginRequestSchema,
      response: { 200: envelopeSchema(signInDataSchema) },
    },
  }, async (request) => ok(await service.login(request.body, sourceOf(request, request.body.deviceId))));

  app.post('/merchant/verifyLogin', {
    config: { ...limited, errors: [409] },
    onRequest: rateLimit,
    schema: {
      summary: 'Finish a sign-in with the SMS code, an authenticator app\'s code, a recovery code or a passkey (`factor`); the answer '
        + 'carries a device secret that skips the code for TRUSTED_DEVICE_DAYS',
      description: 'Public; rate limited per address with the other sign-in calls. `factor` says what answers: `otp` holds the code for `sms` '
        + '(default), `totp` or `recoveryCode`; `passkey` holds the browser\'s AuthenticationResponseJSON for `passkey`, answering the '
        + 'options passkeyOptions gave for this `otpId` (signed for one of WEBAUTHN_ORIGINS, by a passkey of this user, its '
        + 'signature counter going up, each options\' challenge taken once), as login\'s `data.factors` offered. An app\'s code '
        + 'is taken once (one 30-second step either side), a recovery code once, and every factor\'s wrong answers (a refused '
        + 'passkey included) count toward the same limits. 400 `app.auth.otpInvalid` for a wrong code (ask '
        + 'the user again); 400 `app.auth.otpExpired` when the challenge `otpId` is unknown, expired, used or ended by too many '
        + 'wrong codes: sign in again. 409 `app.auth.smsNotOffered` for an SMS code from a user whose role requires the passkey or app '
        + 'they have. 400 `app.auth.accountLocked`; 429 `app.auth.tooManyAttempts` after repeated wrong codes: '
        + 'wait `Retry-After`.',
      tags: TAGS,
      body: verifyLoginRequestSchema,
      response: { 200: envelopeSchema(signInDataSchema) },
    },
  }, async (request) => ok(await service.verify(request.body, sourceOf(request, request.body.deviceId))));

  app.post('/merchant/passkeyOptions', {
    config: limited,
    onRequest: rateLimit,
    schema: {
      summary: 'WebAuthn assertion options (PublicKeyCredentialRequestOptionsJSON) for answering the sign-in challenge `otpId` with a '
        + 'passkey: give them to the browser\'s `startAuthentication({ optionsJSON })`, then send its answer to verifyLogin',
      description: 'Public; rate limited per address with the other sign-in calls. Only when login\'s `data.factors` offered `passkey`. '
        + 'The options list the user\'s passkeys; their challenge is kept by the server for 5 minutes, bound to this `otpId`, and is '
        + 'answered once (ask again for a new one). 400 `app.auth.otpExpired` when `otpId` is unknown, expired or used, or its user '
        + 'has no passkey: sign in again.',
      tags: TAGS,
      body: passkeyOptionsRequestSchema,
      response: { 200: envelopeSchema(passkeyAuthenticationOptionsSchema) },
    },
  }, async (request) => ok(await service.passkeyOptions(request.body)));

  app.post('/merchant/resendLoginOtp', {
    config: { ...limited, errors: [409, 503] },
    onRequest: rateLimit,
    schema: {
      summary: 'A new SMS code for the same sign-in challenge (the previous code stops working); for a user with an authenticator app, '
        + 'the first SMS ("use another way")',
      description: 'Public; rate limited per address with the other sign-in calls. 400 `app.auth.otpExpired` when `otpId` is unknown '
        + 'or no longer open: sign in again. Codes to one phone are limited (OTP_SEND_PER_MINUTE, OTP_SEND_PER_HOUR): 429 '
        + '`app.auth.otpSendLimited`, the current code still works; wait `data.retryAfterSeconds`. 503 when the SMS cannot be sent. '
        + '409 `app.auth.smsNotOffered` for a user whose role (or STAFF_REQUIRE_STRONG_FACTOR) requires the passkey or app they have.',
      tags: TAGS,
      body: resendLoginOtpRequestSchema,
      response: { 200: envelopeSchema(resendLoginOtpDataSchema) },
    },
  }, async (request) => ok(await service.resend(request.body, sourceOf(request, request.body.deviceId))));

  app.post('/merchant/logout', {
    config: { beforeFirstPassword: true, beforeStrongFactor: true },
    // On every answer, a lost session's 401 included: the browser signs out either way.
    onSend: async (_request, reply, payload) => {
      reply.header('clear-site-data', LOGOUT_CLEAR_SITE_DATA);
      return payload;
    },
    schema: {
      summary: 'End the current session; the answer asks the browser to clear its cache of this site (Clear-Site-Data)',
      description: 'Any signed-in user, also one who must still change the first password. Both tokens of this session stop working '
        + 'at once; other sessions and trusted devices are kept. `Clear-Site-Data` is sent on a 401 too, so the browser signs out either way.',
      tags: TAGS,
      response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => {
    await auth.sessions.revoke(request.auth.sessionId);
    await auth.audit({ kind: 'logout', outcome: 'success', userId: request.auth.userId, ownerCode: request.auth.ownerCode, ...sourceOf(request) });
    return ok(null);
  });
};
