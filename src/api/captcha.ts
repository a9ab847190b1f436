import { z } from 'zod';
import { errField, messageField } from './envelope';

/** `GET /api/user/create-captcha`: `id` and the SVG markup (`data`) sit at the top level (CONTRACT.md). */
export const captchaResponseSchema = z.object({
  err: errField,
  message: messageField,
  id: z.string(),
  data: z.string(),
}).meta({
  examples: [{
    err: 200, message: 'ok', id: '3f1c2a9e-7b4d-4e0f-9a51-6c2d8e7f1b30',
    data: '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0,0,150,50"><path d="M12 30 C40 8 90 44 138 20" stroke="#555" fill="none"/></svg>',
  }],
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;
