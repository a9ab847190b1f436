import type { CaptchaResponse } from '../api/captcha';
import { httpClient } from '../dataProvider/httpClient';

export interface Captcha {
  id: string;
  /** A data URL of the SVG: the markup is never injected into the page. */
  src: string;
}

export const captchaImageSrc = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** `GET /api/user/create-captcha` → `{ err, id, data: '<svg…>' }` (CONTRACT.md). */
export const fetchCaptcha = async (): Promise<Captcha> => {
  const body = await httpClient('/api/user/create-captcha', { method: 'GET' });
  const { id, data } = body as Partial<Record<keyof CaptchaResponse, unknown>>;
  if (typeof id !== 'string' || typeof data !== 'string') throw new Error('app.http.somethingWrong');
  return { id, src: captchaImageSrc(data) };
};

/** The answer is sent as `captchaId,text` (spec §9). */
export const captchaAnswer = (captchaId: string, text: string): string => `${captchaId},${text.trim()}`;
