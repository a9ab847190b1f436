import { TOO_MANY_REQUESTS } from '../../../src/api/codes';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';
import { bearer, signIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// The general rate limit (http/apiRateLimit.ts) and the RateLimit headers every API answer carries
// (http/rateLimitHeaders.ts): a caller learns its budget before a 429, not from it.

const PER_MINUTE = 8;

describeEachDatabase('Rate limits told up front', (context) => {
  const suite = suiteApp(context, { rates: { apiPerMinute: PER_MINUTE } });

  /** A signed-in session, then a fresh minute so that the sign-in's own calls (counted by address) are behind. */
  const session = async () => {
    const { token, secondToken } = await signIn(suite.app, await createAccount(context.database));
    suite.clock.advance(60_000);
    return bearer(token, secondToken);
  };
  const profile = (headers: Record<string, string>) => suite.app.inject({ url: '/api/merchant/profile', headers });

  it('counts each session\'s calls: RateLimit says what is left, then 429 with Retry-After until the minute is over', async () => {
    const headers = await session();
    const left: string[] = [];
    for (let call = 0; call < PER_MINUTE; call++) {
      const answer = await profile(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-policy']).toBe(`"api";q=${PER_MINUTE};w=60`);
      left.push(String(answer.headers.ratelimit));
    }
    expect(left[0]).toBe(`"api";r=${PER_MINUTE - 1};t=60`);
    expect(left.at(-1)).toBe('"api";r=0;t=60');

    suite.clock.advance(20_000);
    const refused = await profile(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ err: 429, message: TOO_MANY_REQUESTS, data: { retryAfterSeconds: 40 } });
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.headers.ratelimit).toBe('"api";r=0;t=40');

    // Another session is not held back by this one.
    expect((await profile(await session())).statusCode).toBe(200);
    suite.clock.advance(40_000);
    const again = await profile(headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers.ratelimit).toBe(`"api";r=${PER_MINUTE - 1};t=60`);
  });

  it('counts calls without a session by address, refusals included, beside the route\'s own limit', async () => {
    suite.clock.advance(60_000);
    const unsigned = await suite.app.inject({ url: '/api/merchant/profile' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers.ratelimit).toBe(`"api";r=${PER_MINUTE - 1};t=60`);
    const captcha = await suite.app.inject({ url: '/api/user/create-captcha' });
    expect(captcha.statusCode).toBe(200);
    expect(captcha.headers['ratelimit-policy']).toMatch(new RegExp(`^"api";q=${PER_MINUTE};w=60, "captcha-ip";q=\\d+;w=60$`));
    expect(captcha.headers.ratelimit).toMatch(new RegExp(`^"api";r=${PER_MINUTE - 2};t=60, "captcha-ip";r=\\d+;t=60$`));
    for (let call = 2; call < PER_MINUTE; call++) await suite.app.inject({ url: '/api/health' });
    const refused = await suite.app.inject({ url: '/api/health' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('counts refused credentials by address: made-up bearers, each new, are refused before the database once the minute\'s budget is spent', async () => {
    suite.clock.advance(60_000);
    const madeUp = (n: number) => ({ authorization: `Bearer made-up-${n}`, token: `second-${n}` });
    for (let call = 0; call < PER_MINUTE; call++) expect((await profile(madeUp(call))).statusCode).toBe(401);
    const refused = await profile(madeUp(PER_MINUTE));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ err: 429, message: TOO_MANY_REQUESTS, data: { retryAfterSeconds: 60 } });
    // The partner API's keys are credentials too.
    expect((await suite.app.inject({ url: '/api/v1/shops', headers: { authorization: 'Bearer mpk_live_made_up' } })).statusCode).toBe(429);
    // Another address is not held back, nor a call without a credential from this one.
    expect((await suite.app.inject({ url: '/api/merchant/profile', headers: madeUp(99), remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    expect((await suite.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    suite.clock.advance(60_000);
    expect((await profile(madeUp(100))).statusCode).toBe(401);
  });
});
