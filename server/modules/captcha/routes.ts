import { captchaResponseSchema } from '../../../src/api/captcha';
import type { CaptchaService } from '../../auth/captcha';
import type { AuthServices } from '../../auth/services';
import { captchaRateLimit } from '../../auth/signInRateLimit';
import { MESSAGES } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';

export const captchaRoutes: ZodPlugin<{ captchas: CaptchaService; auth: AuthServices }> = async (app, { captchas, auth }) => {
  app.get('/user/create-captcha', {
    config: { public: true },
    onRequest: captchaRateLimit(auth),
    schema: {
      summary: 'A new captcha image; its answer is checked (once) by the sign-in and forgot-password calls. CAPTCHA_RATE_PER_MINUTE per address',
      description: 'Public. `data` is the SVG image, `id` the value to send as `captchaId`; the answer is valid 2 minutes and for one '
        + 'check, right or wrong (then draw a new one). Over CAPTCHA_RATE_PER_MINUTE from one address: 429 '
        + '`app.auth.tooManyAttempts`, wait `Retry-After`.',
      tags: ['sign-in'],
      response: { 200: captchaResponseSchema },
    },
  }, async (_request, reply) => {
    const { id, svg } = await captchas.create();
    reply.header('cache-control', 'no-store');
    return { err: 200, message: MESSAGES.ok, id, data: svg };
  });
};
