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
    config: { beforeStrongFactor: true },
    preHandler: requireAction(ACTIONS.profile),
    schema: {
      summary: "The signed-in user's details and permissions",
      description: 'Any signed-in user (`profile` is always allowed). Also answers the `passwordRules` a new password must meet, '
        + 'and when the user last signed in and changed the password.',
      tags: TAGS,
      response: { 200: envelopeSchema(profileDataSchema) },
    },
  }, async (request) => ok(await service.profile(request.auth)));

  app.post('/merchant/changePassword', {
    // A wrong current password counts against the account like a wrong sign-in: too many, 429.
    config: { beforeFirstPassword: true, errors: [429] },
    schema: {
      summary: 'Change the password (current one required); every session of the user ends, this one included',
      description: 'Any signed-in user, also one who must still replace the first password. 400 `app.auth.currentPasswordWrong` '
        + '(counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`); 400 '
        + 'the rule the password breaks (`app.validation.passwordTooShort` with `data.min`, `passwordTooLong`, `passwordCharacters`, `passwordSeparators`, `passwordTooEasy` for a configured pattern), `passwordCommon`, `passwordContainsName` or `confirmPasswordMismatch` for a refused '
        + 'new password. Trusted devices are forgotten too: sign in again, with the SMS code.',
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
      description: 'Any signed-in user. Answers 200 whether or not `deviceId` was one of the user\'s trusted devices (an empty one '
        + 'does nothing); the session itself goes on.',
      tags: TAGS,
      body: forgetDeviceRequestSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => {
    await service.forgetDevice(request.auth, request.body.deviceId, sourceOf(request, request.body.deviceId));
    return ok(null);
  });
};
