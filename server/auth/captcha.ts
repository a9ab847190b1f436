import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { captchas } from '../db/schema';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answerHash = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest();

/** The answer may come as `text` or, as the spec's client sends it, `captchaId,text`. */
export const splitAnswer = (id: string, text: string): { id: string; answer: string } | null => {
  const comma = text.lastIndexOf(',');
  if (comma < 0) return { id, answer: text };
  const prefix = text.slice(0, comma).trim();
  if (id && prefix !== id) return null;
  return { id: id || prefix, answer: text.slice(comma + 1) };
};

export interface CaptchaService {
  create(): Promise<{ id: string; svg: string }>;
  /** Single use: the captcha is deleted by any check, right or wrong. Case-insensitive. */
  verifyCaptcha(id: string, text: string): Promise<boolean>;
  /**
   * The plain answer, kept only when dev hooks are on (CONTRACT.md `GET /api/dev/captcha/:id`). It is read from the
   * database, not from this process: with several instances the captcha may have been drawn on another one.
   */
  devAnswer(id: string): Promise<string | undefined>;
}

export interface CaptchaDeps {
  database: Database;
  now: () => Date;
  /** Keep plain answers (in the captcha's row) for the dev hook; never in production. */
  keepAnswersForDev: boolean;
}

export const createCaptchaService = ({ database: { db }, now, keepAnswersForDev }: CaptchaDeps): CaptchaService => {
  const forgetExpired = async (at: Date) => {
    await db.delete(captchas).where(lt(captchas.expiresAt, at));
  };

  return {
    async create() {
      const at = now();
      await forgetExpired(at);
      // svg-captcha reads its font when loaded: with the first captcha, not with every start of the server.
      const { create: createSvgCaptcha } = await import('svg-captcha');
      const { text, data } = createSvgCaptcha({ size: 4, noise: 2, ignoreChars: '0oO1lIi' });
      const id = randomUUID();
      const expiresAt = new Date(at.getTime() + CAPTCHA_TTL_MS);
      await db.insert(captchas).values({
        id, answerHash: answerHash(id, text).toString('hex'), expiresAt, devAnswer: keepAnswersForDev ? text : null,
      });
      return { id, svg: data };
    },

    async verifyCaptcha(id, text) {
      const parsed = splitAnswer(id.trim(), text);
      const captchaId = parsed?.id ?? id.trim();
      if (!UUID.test(captchaId)) return false;
      const [row] = await db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
      if (!row || !parsed || row.expiresAt.getTime() <= now().getTime()) return false;
      return timingSafeEqual(answerHash(captchaId, parsed.answer), Buffer.from(row.answerHash, 'hex'));
    },

    async devAnswer(id) {
      if (!keepAnswersForDev || !UUID.test(id)) return undefined;
      const [row] = await db.select({ text: captchas.devAnswer }).from(captchas)
        .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now()), isNotNull(captchas.devAnswer)));
      return row?.text ?? undefined;
    },
  };
};
