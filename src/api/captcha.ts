import { z } from 'zod';

/** `GET /api/user/create-captcha`: `id` and the SVG markup (`data`) sit at the top level (CONTRACT.md). */
export const captchaResponseSchema = z.object({
  err: z.number().int(),
  message: z.string(),
  id: z.string(),
  data: z.string(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;
