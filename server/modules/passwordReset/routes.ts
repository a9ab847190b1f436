import {
  createNewPassRequestSchema, resetPassRequestSchema, resetPassVerifyOtpRequestSchema, resetStepDataSchema,
} from '../../../src/api/auth';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { envelopeSchema } from '../../../src/api/envelope';
import type { AuthServices } from '../../auth/services';
import { signInRateLimit, sourceOf } from '../../auth/signInRateLimit';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createPasswordResetService } from './service';

const TAGS = ['forgot-password'];
const answer = { 200: envelopeSchema(resetStepDataSchema) };

/** Forgot password, three steps (spec §4, CONTRACT.md): open to anyone, rate limited per address. */
export const passwordResetRoutes: ZodPlugin<{ auth: AuthServices }> = async (app, { auth }) => {
  const service = createPasswordResetService(auth);
  const rateLimit = signInRateLimit(auth);

  // The e-mail of step 1 leaves after the answer (service.request): kept here between the two.
  const afterAnswer = new WeakMap<object, () => Promise<void>>();

  app.post('/merchant/resetPass', {
    config: { public: true, errors: [503] },
    onRequest: rateLimit,
    onResponse: async (request) => {
      const task = afterAnswer.get(request);
      if (task) auth.afterAnswer.run(task);
    },
    schema: {
      summary: 'Step 1: e-mail a code to the account named by username or e-mail (same answer whether it exists or not)',
      description: 'Public; SIGNIN_RATE_PER_MINUTE calls a minute per address, shared with the sign-in calls (429 '
        + '`app.auth.tooManyAttempts`: wait `Retry-After`). A locked account or one without an e-mail gets no code, and the answer '
        + 'never says so; pass `data.token` to resetPassVerifyOTP. 400 `app.auth.captchaInvalid` for a wrong, used or expired captcha.',
      tags: TAGS,
      body: resetPassRequestSchema,
      response: answer,
    },
  }, async (request) => {
    const { data, afterAnswer: task } = await service.request(request.body, sourceOf(request));
    if (task) afterAnswer.set(request, task);
    return ok(data, AUTH_MESSAGES.resetCodeSent);
  });

  app.post('/merchant/resetPassVerifyOTP', {
    config: { public: true },
    onRequest: rateLimit,
    schema: {
      summary: 'Step 2: the e-mailed code; answers the token of the password step (expired: true → start again)',
      description: 'Public; rate limited per address with the sign-in calls. 400 `app.auth.otpInvalid` for a wrong code (try again); '
        + '400 `app.auth.resetStepExpired` with `data.expired: true` when `token` is unknown, used or expired: start again at resetPass. '
        + 'Wrong codes are limited per account (RESET_CODE_WRONG_PER_HOUR): 429 `app.auth.tooManyAttempts`, wait `Retry-After`. '
        + 'The answered `token` is valid 10 minutes and comes with the `passwordRules` to meet.',
      tags: TAGS,
      body: resetPassVerifyOtpRequestSchema,
      response: answer,
    },
  }, async (request) => ok(await service.verifyCode(request.body, sourceOf(request))));

  app.post('/merchant/createNewPass', {
    config: { public: true },
    onRequest: rateLimit,
    schema: {
      summary: 'Step 3: the new password; every session of the user ends (expired: true → back to the code step)',
      description: 'Public; rate limited per address with the sign-in calls. 400 `app.auth.resetStepExpired` (`data.expired: true`) '
        + 'when `token` is unknown, used or past its 10 minutes; 400 naming the rule the password breaks (`app.validation.passwordTooShort` with `data.min`, `passwordTooLong` with `data.max`, `passwordCharacters`, `passwordSeparators`, or `passwordTooEasy` for a configured pattern), `passwordCommon`, '
        + '`passwordContainsName` or `confirmPasswordMismatch` when the new password is refused (ask for another). The user\'s trusted '
        + 'devices are forgotten too, and the answer signs nobody in.',
      tags: TAGS,
      body: createNewPassRequestSchema,
      response: answer,
    },
  }, async (request) => ok(await service.createNewPassword(request.body, sourceOf(request)), AUTH_MESSAGES.passwordChanged));
};
