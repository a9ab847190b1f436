import { eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { CAPTCHA_TTL_MS } from '../../../server/auth/captcha';
import { captchas } from '../../../server/db/schema';
import { buildTestApp, createClock, type TestClock } from '../support/app';
import { describeEachDatabase } from '../support/databases';

describeEachDatabase('Captcha', (context) => {
  let app: App;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createClock();
    app = await buildTestApp(context.database, { now: clock.now });
  });
  afterAll(() => app.close());

  /** A new captcha and its answer, read through the development hook as a browser test would. */
  const newCaptcha = async () => {
    const created = await app.inject('/api/user/create-captcha');
    const { id } = created.json();
    const answer = await app.inject(`/api/dev/captcha/${id}`);
    return { id: id as string, text: answer.json().data.text as string, created };
  };
  const verify = (id: string, text: string) => app.services.captchas.verifyCaptcha(id, text);

  it('answers with the id and the SVG image at the top level', async () => {
    const { created } = await newCaptcha();
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ err: 200, message: 'ok' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('stores only a hash of the answer', async () => {
    const { id, text } = await newCaptcha();
    const [row] = await context.database.db.select().from(captchas).where(eq(captchas.id, id));
    expect(row.answerHash).not.toContain(text);
    expect(row.answerHash.toLowerCase()).not.toContain(text.toLowerCase());
  });

  it('accepts the answer in any letter case', async () => {
    const { id, text } = await newCaptcha();
    expect(await verify(id, text.toUpperCase())).toBe(true);
    const other = await newCaptcha();
    expect(await verify(other.id, ` ${other.text.toLowerCase()} `)).toBe(true);
  });

  it('is single use, even after a wrong answer', async () => {
    const right = await newCaptcha();
    expect(await verify(right.id, right.text)).toBe(true);
    expect(await verify(right.id, right.text)).toBe(false);

    const wrong = await newCaptcha();
    expect(await verify(wrong.id, `${wrong.text}x`)).toBe(false);
    expect(await verify(wrong.id, wrong.text)).toBe(false);
    expect((await app.inject(`/api/dev/captcha/${wrong.id}`)).statusCode).toBe(404);
  });

  it('accepts the spec\'s "captchaId,text" form', async () => {
    const { id, text } = await newCaptcha();
    expect(await verify(id, `${id},${text}`)).toBe(true);
    const noSeparateId = await newCaptcha();
    expect(await verify('', `${noSeparateId.id},${noSeparateId.text}`)).toBe(true);
  });

  it('rejects an answer that names another captcha', async () => {
    const first = await newCaptcha();
    const second = await newCaptcha();
    expect(await verify(first.id, `${second.id},${second.text}`)).toBe(false);
  });

  it('rejects unknown and malformed ids', async () => {
    expect(await verify('00000000-0000-4000-8000-000000000000', 'abcd')).toBe(false);
    expect(await verify('not-an-id', 'abcd')).toBe(false);
  });

  it('expires after two minutes', async () => {
    const justInTime = await newCaptcha();
    clock.advance(CAPTCHA_TTL_MS - 1000);
    expect(await verify(justInTime.id, justInTime.text)).toBe(true);

    const late = await newCaptcha();
    clock.advance(CAPTCHA_TTL_MS + 1);
    expect((await app.inject(`/api/dev/captcha/${late.id}`)).statusCode).toBe(404);
    expect(await verify(late.id, late.text)).toBe(false);
  });

  it('forgets expired captchas when new ones are made', async () => {
    const old = await newCaptcha();
    clock.advance(CAPTCHA_TTL_MS + 1);
    await newCaptcha();
    expect(await context.database.db.select().from(captchas).where(eq(captchas.id, old.id))).toEqual([]);
  });
});
