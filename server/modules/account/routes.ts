import { z } from 'zod';
import { changePasswordRequestSchema, forgetDeviceRequestSchema, profileDataSchema } from '../../../src/api/auth';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { envelopeSchema } from '../../../src/api/envelope';
import { ACTIONS } from '../../../src/api/permissions';
import { requireAction } from '../../auth/guard';
import type { AuthServices } from '../../auth/services';
import { sourceOf } from '../../auth/signInRateLimit';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createAccountService } from './service';

const TAGS = ['account'];

/** The signed-in user's own profile, password and remembered device (session required). */
export const accountRoutes: ZodPlugin<{ auth: AuthServices }> = async (app, { auth }) => {
  const service = createAccountService(auth);

  app.get('/merchant/profile', {
    preHandler: requireAction(ACTIONS.profile),
    schema: {
      summary: "The signed-in user's details and permissions",
      tags: TAGS,
      response: { 200: envelopeSchema(profileDataSchema) },
    },
  }, async (request) => ok(await service.profile(request.auth)));

  app.post('/merchant/changePassword', {
    // A wrong current password counts against the account like a wrong sign-in: too many, 429.
    config: { beforeFirstPassword: true, errors: [429] },
    schema: {
      summary: 'Change the password (current one required); every session of the user ends, this one included',
      tags: TAGS,
      body: changePasswordRequestSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => {
    await service.changePassword(request.auth, request.body, sourceOf(request));
    return ok(null, AUTH_MESSAGES.passwordChanged);
  });

  app.post('/merchant/forgetDevice', {
    schema: {
      summary: "Forget this device: the device secret in the body stops skipping the SMS code (the user's own values only)",
      tags: TAGS,
      body: forgetDeviceRequestSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => {
    await service.forgetDevice(request.auth, request.body.deviceId, sourceOf(request, request.body.deviceId));
    return ok(null);
  });
};
