import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '../../../server/app';
import { loadServingConfig } from '../../../server/config';
import { buildTestApp } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { suiteTempDir } from '../support/tempDir';

const HASHED = '/assets/index-3f2a1b.js';
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "shop ${i}" }`).join(', ')}];\n`;
/** Eight bytes of a PNG signature and some noise: an image type, never compressed again. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

describeEachDatabase('Serving the built app compressed', (context) => {
  const staticDir = suiteTempDir('mp-serve-');
  let app: App;

  beforeAll(async () => {
    const assets = path.join(staticDir.path, 'assets');
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(staticDir.path, 'index.html'), '<!doctype html><title>Merchant portal</title>');
    // What scripts/precompressAssets.ts writes beside each hashed file at build time.
    fs.writeFileSync(path.join(staticDir.path, HASHED), SCRIPT);
    fs.writeFileSync(path.join(staticDir.path, `${HASHED}.br`), brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(staticDir.path, `${HASHED}.gz`), gzipSync(SCRIPT));
    fs.writeFileSync(path.join(assets, 'logo-77aa.png'), PNG);
    // A source map the build writes (hidden: no script names it) for error tracking, never for the public.
    fs.writeFileSync(path.join(staticDir.path, `${HASHED}.map`), JSON.stringify({ version: 3, sourcesContent: ['secret source'] }));
    fs.writeFileSync(path.join(staticDir.path, `${HASHED}.map.gz`), gzipSync('{}'));
    app = await buildTestApp(context.database, { config: { staticDir: staticDir.path } });
  });
  afterAll(() => app.close());

  it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await app.inject({ url: HASHED, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await app.inject({ url: HASHED, headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: HASHED, headers: { 'accept-encoding': 'identity' } });
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(plain.body).toBe(SCRIPT);
    // What travels is smaller: brotli below gzip below the file.
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    expect(gz.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    for (const answer of [br, gz, plain]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves no source map, plain or compressed', async () => {
    for (const url of [`${HASHED}.map`, `${HASHED}.MAP`, `${HASHED}.map.gz`]) {
      for (const encoding of ['identity', 'gzip, br']) {
        const answer = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect([url, encoding, answer.statusCode]).toEqual([url, encoding, 404]);
        expect(answer.body).not.toContain('secret source');
      }
    }
  });

  it('keeps index.html revalidated on each use', async () => {
    const answer = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    // Not written compressed at build time: compressed on the way out.
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain('Merchant portal');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('never compresses an image again', async () => {
    const answer = await app.inject({ url: '/assets/logo-77aa.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload).toEqual(PNG);
  });

  it('compresses JSON answers above the threshold, and leaves small ones as they are', async () => {
    const big = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
    const uncompressed = await app.inject({ url: '/api/docs/json' });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(big.rawPayload.length).toBeLessThan(uncompressed.rawPayload.length / 4);

    const gz = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(document);

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ err: 200 });
  });
});

describeEachDatabase('Security and caching headers', (context) => {
  let app: App;
  let behindProxy: App;
  let withMaps: App;

  beforeAll(async () => {
    app = await buildTestApp(context.database);
    behindProxy = await buildTestApp(context.database, { config: { serving: loadServingConfig({ TRUST_PROXY: '127.0.0.1' }) } });
    withMaps = await buildTestApp(context.database, { config: { serving: loadServingConfig({ GOOGLE_MAPS_API_KEY: 'key' }) } });
  });
  afterAll(async () => {
    await Promise.all([app.close(), behindProxy.close(), withMaps.close()]);
  });

  const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']).split(/;\s*/);

  it('sends the CSP, nosniff, Referrer-Policy and frame refusal on answers given early too', async () => {
    // /api/merchant/profile without a session: the guard answers 401 before any route runs.
    for (const url of ['/api/health', '/api/merchant/profile', '/api/no/such/route']) {
      const { headers } = await app.inject(url);
      expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin', 'x-frame-options': 'DENY' });
      expect(cspOf(headers)).toEqual(expect.arrayContaining([
        "default-src 'self'", "script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "object-src 'none'",
      ]));
    }
  });

  it('keeps the map\'s origins out of the CSP unless a maps key is configured', async () => {
    const without = (await app.inject('/api/health')).headers['content-security-policy'];
    expect(without).not.toMatch(/google|gstatic/);
    const csp = cspOf((await withMaps.inject('/api/health')).headers);
    expect(csp).toContain("script-src 'self' https://*.googleapis.com https://*.gstatic.com https://*.google.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.join('; ')).not.toContain('unsafe-eval');
  });

  it('sends HSTS only over HTTPS, believing X-Forwarded-Proto only from a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    // Anyone can write the header: without TRUST_PROXY it is not believed.
    expect((await app.inject({ url: '/api/health', headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await behindProxy.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await behindProxy.inject({ url: '/api/health', headers: https })).headers['strict-transport-security'])
      .toBe('max-age=31536000; includeSubDomains');
  });

  it('tells every cache not to keep API answers, early refusals included', async () => {
    for (const url of ['/api/health', '/api/merchant/profile', '/api/no/such/route', '/api/docs/json']) {
      expect([url, (await app.inject(url)).headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });
});
