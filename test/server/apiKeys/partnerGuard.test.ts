import type { App } from '../../../server/app';
import { API_KEY_MESSAGES } from '../../../src/api/apiKeys';
import { buildAuthApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// The partner API's guard by construction: every route under /api/v1, whichever plugin registers it, takes an API
// key with the scope it names; no route there can be left open or rely on a session, and one that names no scope
// keeps the server from starting.

type OpenApi = { paths: Record<string, Record<string, unknown>> };

const partnerOperations = (app: App): { method: string; url: string }[] =>
  Object.entries((app.swagger() as unknown as OpenApi).paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })));

describeEachDatabase('the partner API guard', (context) => {
  const suite = suiteApp(context);

  it('answers 401 on every partner path without a key, with a session instead of a key, and with a key that is not one', async () => {
    await suite.app.ready();
    const operations = partnerOperations(suite.app);
    // The calls of CONTRACT.md's partner API at least: the walk cannot pass by finding nothing.
    expect(operations.map((operation) => operation.url)).toEqual(expect.arrayContaining([
      '/api/v1/transactions', '/api/v1/transactions/1', '/api/v1/shops', '/api/v1/customers/1/points',
    ]));
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    for (const headers of [{}, merchant.headers, { authorization: 'Bearer mpk_live_not-a-key' }]) {
      for (const { method, url } of operations) {
        const answer = await suite.app.inject({ method: method as 'GET', url, headers });
        expect({ method, url, status: answer.statusCode, message: answer.json().message }).toEqual({ method, url, status: 401, message: API_KEY_MESSAGES.invalid });
      }
    }
  });

  it('puts a route added under /api/v1 by any plugin behind the key, even one that says it is public', async () => {
    const app = await buildAuthApp(context.database);
    try {
      await app.register(async (plugin) => {
        plugin.get('/v1/elsewhere', { config: { public: true, partnerScope: 'shops:read' } }, async () => ({ open: true }));
      }, { prefix: '/api' });
      const answer = await app.inject({ method: 'GET', url: '/api/v1/elsewhere' });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('open');
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a partner route that names no scope', async () => {
    const app = await buildAuthApp(context.database);
    try {
      const registering = (async () => {
        await app.register(async (plugin) => {
          plugin.get('/v1/unscoped', { config: { public: true } }, async () => ({ open: true }));
        }, { prefix: '/api' });
        await app.ready();
      })();
      await expect(registering).rejects.toThrow('GET /api/v1/unscoped is a partner API route: it names the key\'s scope (config.partnerScope)');
    } finally {
      await app.close();
    }
  });
});
