import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { CAPTCHA_TTL_MS, createCaptchaService } from '../../../server/auth/captcha';
import { captchas } from '../../../server/db/schema';
import { describeEachDatabase } from '../support/databases';
import { solveCaptcha } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Captcha', (context) => {
  const suite = suiteApp(context);
  const { clock } = suite;

  const verify = (id: string, text: string) => suite.app.services.captchas.verifyCaptcha(id, text);

  it('answers with the id and the SVG image at the top level', async () => {
    const created = await suite.app.inject('/api/user/create-captcha');
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ err: 200, message: 'ok' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('stores only a hash of the answer', async () => {
    const { captchaId: id, captchaText: text } = await solveCaptcha(suite.app);
    const [row] = await context.database.db.select().from(captchas).where(eq(captchas.id, id));
    expect(row.answerHash).not.toContain(text);
    expect(row.answerHash.toLowerCase()).not.toContain(text.toLowerCase());
  });

  it('keeps the plain answer, for the development hook, only when the hooks are on: in the row, for every instance', async () => {
    const withHooks = createCaptchaService({ database: context.database, now: clock.now, keepAnswersForDev: true });
    const production = createCaptchaService({ database: context.database, now: clock.now, keepAnswersForDev: false });
    const kept = await withHooks.create();
    const [keptRow] = await context.database.db.select().from(captchas).where(eq(captchas.id, kept.id));
    expect(keptRow.devAnswer).toMatch(/^\w{4}$/);
    // Another service over the same database (another instance) reads it, unless it is a production one.
    expect(await createCaptchaService({ database: context.database, now: clock.now, keepAnswersForDev: true }).devAnswer(kept.id)).toBe(keptRow.devAnswer);
    expect(await production.devAnswer(kept.id)).toBeUndefined();
    const secret = await production.create();
    const [secretRow] = await context.database.db.select().from(captchas).where(eq(captchas.id, secret.id));
    expect(secretRow.devAnswer).toBeNull();
    expect(await withHooks.devAnswer(secret.id)).toBeUndefined();
  });

  it('accepts the answer in any letter case', async () => {
    const { captchaId: id, captchaText: text } = await solveCaptcha(suite.app);
    expect(await verify(id, text.toUpperCase())).toBe(true);
    const other = await solveCaptcha(suite.app);
    expect(await verify(other.captchaId, ` ${other.captchaText.toLowerCase()} `)).toBe(true);
  });

  it('is single use, even after a wrong answer', async () => {
    const right = await solveCaptcha(suite.app);
    expect(await verify(right.captchaId, right.captchaText)).toBe(true);
    expect(await verify(right.captchaId, right.captchaText)).toBe(false);

    const wrong = await solveCaptcha(suite.app);
    expect(await verify(wrong.captchaId, `${wrong.captchaText}x`)).toBe(false);
    expect(await verify(wrong.captchaId, wrong.captchaText)).toBe(false);
    expect((await suite.app.inject(`/api/dev/captcha/${wrong.captchaId}`)).statusCode).toBe(404);
  });

  it('accepts the spec\'s "captchaId,text" form', async () => {
    const { captchaId: id, captchaText: text } = await solveCaptcha(suite.app);
    expect(await verify(id, `${id},${text}`)).toBe(true);
    const noSeparateId = await solveCaptcha(suite.app);
    expect(await verify('', `${noSeparateId.captchaId},${noSeparateId.captchaText}`)).toBe(true);
  });

  it('rejects an answer that names another captcha', async () => {
    const first = await solveCaptcha(suite.app);
    const second = await solveCaptcha(suite.app);
    expect(await verify(first.captchaId, `${second.captchaId},${second.captchaText}`)).toBe(false);
  });

  it('rejects unknown and malformed ids', async () => {
    expect(await verify('00000000-0000-4000-8000-000000000000', 'abcd')).toBe(false);
    expect(await verify('not-an-id', 'abcd')).toBe(false);
  });

  it('expires after two minutes', async () => {
    const justInTime = await solveCaptcha(suite.app);
    clock.advance(CAPTCHA_TTL_MS - 1000);
    expect(await verify(justInTime.captchaId, justInTime.captchaText)).toBe(true);

    const late = await solveCaptcha(suite.app);
    clock.advance(CAPTCHA_TTL_MS + 1);
    expect((await suite.app.inject(`/api/dev/captcha/${late.captchaId}`)).statusCode).toBe(404);
    expect(await verify(late.captchaId, late.captchaText)).toBe(false);
  });

  it('forgets expired captchas when new ones are made', async () => {
    const old = await solveCaptcha(suite.app);
    clock.advance(CAPTCHA_TTL_MS + 1);
    await solveCaptcha(suite.app);
    expect(await context.database.db.select().from(captchas).where(eq(captchas.id, old.captchaId))).toEqual([]);
  });
});

describeEachDatabase('Captcha rate per address', (context) => {
  const suite = suiteApp(context, { auth: { captchaRatePerMinute: 5 } });
  const { clock } = suite;

  const draw = (address: string) => suite.app.inject({ url: '/api/user/create-captcha', remoteAddress: address });

  it('draws CAPTCHA_RATE_PER_MINUTE captchas a minute per address, then answers 429 with the wait', async () => {
    for (let i = 0; i < 5; i++) expect((await draw('10.1.0.1')).statusCode).toBe(200);
    const over = await draw('10.1.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ err: 429, message: AUTH_MESSAGES.tooManyAttempts, data: { retryAfterSeconds: 60 } });
    expect(over.headers['retry-after']).toBe('60');
    // Another address draws on; the first one again after the minute.
    expect((await draw('10.1.0.2')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await draw('10.1.0.1')).statusCode).toBe(200);
  });
});
