import { z } from 'zod';
import {
  loginRequestSchema, resendLoginOtpDataSchema, resendLoginOtpRequestSchema, signInDataSchema, verifyLoginRequestSchema,
} from '../../../src/api/auth';
import { envelopeSchema } from '../../../src/api/envelope';
import type { AuthServices } from '../../auth/services';
import { signInRateLimit, sourceOf } from '../../auth/signInRateLimit';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createSignInService } from './service';

const TAGS = ['sign-in'];

/** Merchant login, its SMS code step, and logout (spec §4, CONTRACT.md "Sign-in calls"). */
export const signInRoutes: ZodPlugin<{ auth: AuthServices }> = async (app, { auth }) => {
  const service = createSignInService(auth);
  const limited = { public: true };
  const rateLimit = signInRateLimit(auth);

  app.post('/merchant/login', {
    config: limited,
    onRequest: rateLimit,
    schema: {
      summary: 'Sign in with owner code, username, password and captcha; without a device secret the server issued, an SMS code (otp: true)',
      tags: TAGS,
      body: loginRequestSchema,
      response: { 200: envelopeSchema(signInDataSchema) },
    },
  }, async (request) => ok(await service.login(request.body, sourceOf(request, request.body.deviceId))));

  app.post('/merchant/verifyLogin', {
    config: limited,
    onRequest: rateLimit,
    schema: {
      summary: 'Finish a sign-in with the SMS code; the answer carries a device secret that skips the code for TRUSTED_DEVICE_DAYS',
      tags: TAGS,
      body: verifyLoginRequestSchema,
      response: { 200: envelopeSchema(signInDataSchema) },
    },
  }, async (request) => ok(await service.verify(request.body, sourceOf(request, request.body.deviceId))));

  app.post('/merchant/resendLoginOtp', {
    config: limited,
    onRequest: rateLimit,
    schema: {
      summary: 'A new SMS code for the same sign-in challenge (the previous code stops working)',
      tags: TAGS,
      body: resendLoginOtpRequestSchema,
      response: { 200: envelopeSchema(resendLoginOtpDataSchema) },
    },
  }, async (request) => ok(await service.resend(request.body, sourceOf(request, request.body.deviceId))));

  app.post('/merchant/logout', {
    schema: {
      summary: 'End the current session',
      tags: TAGS,
      response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => {
    await auth.sessions.revoke(request.auth.sessionId);
    await auth.audit({ kind: 'logout', outcome: 'success', userId: request.auth.userId, ownerCode: request.auth.ownerCode, ...sourceOf(request) });
    return ok(null);
  });
};
