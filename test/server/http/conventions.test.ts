import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { envelopeSchema } from '../../../src/api/envelope';
import type { App } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { buildTestApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { suiteTempDir } from '../support/tempDir';

describeEachDatabase('HTTP conventions', (context) => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp(context.database);
    // Tiny public routes that exist only in this test: one validated body, one failure the code did not expect.
    const echo = z.object({ name: z.string().min(1), shop: z.object({ phone: z.string().regex(/^0\d{9}$/) }) });
    app.post('/api/test/echo', {
      config: { public: true },
      schema: { body: echo, response: { 200: envelopeSchema(echo) } },
    }, async (request) => ({ err: 200, message: 'ok', data: request.body }));
    app.get('/api/test/crash', { config: { public: true } }, async () => {
      throw new Error('secret detail at /work/main/server/somewhere.ts:12');
    });
  });
  afterAll(() => app.close());

  it('answers an unknown /api route with the 404 envelope', async () => {
    const response = await app.inject('/api/no/such/route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
  });

  it('names the missing field in a 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { shop: { phone: '0901234567' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 400, message: 'name is required', data: { field: 'name' } });
  });

  it('names a nested invalid field in a 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'An', shop: { phone: '12' } } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.field).toBe('shop.phone');
    expect(body.message).toMatch(/^shop\.phone: /);
    expect(body.data.issues).toEqual([expect.objectContaining({ path: 'shop.phone', code: 'invalid_format' })]);
  });

  it('names the field of an invalid path parameter', async () => {
    const response = await app.inject('/api/dev/captcha/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 400, data: { field: 'id' } });
  });

  it('passes a valid body through', async () => {
    const payload = { name: 'An', shop: { phone: '0901234567' } };
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload });
    expect(response.json()).toEqual({ err: 200, message: 'ok', data: payload });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 400, data: null });
  });

  it('refuses a JSON body that carries __proto__ or constructor.prototype', async () => {
    for (const payload of ['{"name":"An","__proto__":{"admin":true}}', '{"name":"An","constructor":{"prototype":{"admin":true}}}']) {
      const response = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 400 });
    }
  });

  it('treats an empty body under a JSON content type as no body (and validates it as missing)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 400, data: { field: expect.any(String) } });
  });

  it('answers an unexpected failure with 500 internalServerError and no detail', async () => {
    const response = await app.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ err: 500, message: 'internalServerError', data: null });
    expect(response.body).not.toContain('secret');
  });

  it('puts the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/no/such/route', '/api/docs']) {
      const { headers } = await app.inject(url);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'x-frame-options': 'DENY',
      });
      const csp = String(headers['content-security-policy']);
      for (const directive of ["default-src 'self'", "img-src 'self' data: blob:", "style-src 'self' 'unsafe-inline'",
        "script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'",
        "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
    }
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200'].content['application/json'].schema.properties.data)
      .toMatchObject({ properties: { db: { enum: ['up', 'down'] } } });
    expect(document.paths['/api/user/create-captcha']).toBeDefined();
    expect(document.paths['/api/test/echo'].post.requestBody.content['application/json'].schema.required).toEqual(['name', 'shop']);
    const ui = await app.inject('/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describeEachDatabase('The API description', (context) => {
  it('is off in production unless API_DOCS=1, and on elsewhere unless API_DOCS=0', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: '0' }).apiDocs).toBe(false);
  });

  it('when off, neither the UI nor the JSON answers, and the API itself works', async () => {
    const app = await buildTestApp(context.database, { config: { apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) expect([url, (await app.inject(url)).statusCode]).toEqual([url, 404]);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('Serving the built app', (context) => {
  const staticDir = suiteTempDir('mp-static-');
  let app: App;

  beforeAll(async () => {
    fs.mkdirSync(path.join(staticDir.path, 'assets'));
    fs.writeFileSync(path.join(staticDir.path, 'index.html'), '<!doctype html><title>Merchant portal</title>');
    fs.writeFileSync(path.join(staticDir.path, 'assets', 'index-3f2a1b.js'), 'export {};');
    app = await buildTestApp(context.database, { config: { staticDir: staticDir.path } });
  });
  afterAll(() => app.close());

  it('serves index.html at / without caching it', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Merchant portal');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject('/assets/index-3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown /api routes with the 404 envelope', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
  });
});

describeEachDatabase('Production mode', (context) => {
  it('has no development hooks', async () => {
    const app = await buildTestApp(context.database, { config: { devHooks: false, nodeEnv: 'production' } });
    const outbox = await app.inject('/api/dev/outbox');
    const docs = await app.inject('/api/docs/json');
    await app.close();
    expect(outbox.statusCode).toBe(404);
    expect(Object.keys(docs.json().paths).some((route) => route.startsWith('/api/dev/'))).toBe(false);
  });
});
