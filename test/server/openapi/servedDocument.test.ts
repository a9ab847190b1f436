import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { ERR_SESSION_INVALID } from '../../../src/api/codes';
import { buildTestApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('GET /api/openapi.json with the docs on', (context) => {
  const suite = suiteApp(context);

  it('answers the document to anyone, beside the UI at /api/docs', async () => {
    const answer = await suite.app.inject('/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Merchant portal API' } });
    expect(answer.json()).toEqual((await suite.app.inject('/api/docs/json')).json());
    expect((await suite.app.inject('/api/docs')).statusCode).toBe(200);
  });
});

describeEachDatabase('GET /api/openapi.json with the docs off (production)', (context) => {
  // Sessions are opened through the suite's app (it has the sign-in helpers' hooks); the docs-off app shares its database.
  const suite = suiteApp(context);

  it('is refused without a session, and to a merchant; a back-office user (managepages) gets it; the UI is gone', async () => {
    const app = await buildTestApp(context.database, { config: { apiDocs: false }, now: suite.clock.now });
    try {
      const anonymous = await app.inject('/api/openapi.json');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ err: 401, message: AUTH_MESSAGES.sessionInvalid, data: null });
      const lost = await app.inject({ url: '/api/openapi.json', headers: { authorization: 'Bearer not-a-session' } });
      expect(lost.json()).toMatchObject({ err: ERR_SESSION_INVALID });

      const merchant = await signedIn(suite.app, context.database);
      expect((await app.inject({ url: '/api/openapi.json', headers: merchant.headers })).statusCode).toBe(403);

      const staff = await signedIn(suite.app, context.database, { type: 'staff' });
      const answer = await app.inject({ url: '/api/openapi.json', headers: staff.headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().paths['/api/shop/createShop']).toBeDefined();
      for (const url of ['/api/docs', '/api/docs/json']) expect([url, (await app.inject(url)).statusCode]).toEqual([url, 404]);
    } finally {
      await app.close();
    }
  });
});
