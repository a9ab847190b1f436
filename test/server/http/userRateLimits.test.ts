import { TOO_MANY_REQUESTS } from '../../../src/api/codes';
import { loadRatesConfig } from '../../../server/config';
import { describeEachDatabase } from '../support/databases';
import { PNG, postMultipart } from '../support/files';
import { putPage } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

// Per-user limits of the costly calls: uploads (files and images share one budget) and CSV reports.

const MODEL = 'rate-notes';
const notesPage = {
  id: 77, name: 'Ghi chú', resource: MODEL, action: 'managerecords',
  list: { columns: ['id', 'title'] },
  schema: [{ field: 'title', name: 'Tiêu đề', widget: 'Text' }],
  apis: [{ name: 'list', url: `/api/records/${MODEL}`, method: 'GET', type: 'list' }],
};

test('defaults: 60 uploads and 10 reports a minute per user, 60 partner calls per API key, 600 calls per caller; the environment sets others, and refuses nonsense', () => {
  expect(loadRatesConfig({})).toEqual({ uploadsPerMinute: 60, reportsPerMinute: 10, apiKeyPerMinute: 60, apiPerMinute: 600 });
  expect(loadRatesConfig({ UPLOAD_RATE_PER_MINUTE: '5', REPORT_RATE_PER_MINUTE: '2', API_KEY_RATE_PER_MINUTE: '120', API_RATE_PER_MINUTE: '1200' }))
    .toEqual({ uploadsPerMinute: 5, reportsPerMinute: 2, apiKeyPerMinute: 120, apiPerMinute: 1200 });
  expect(() => loadRatesConfig({ API_RATE_PER_MINUTE: '2.5' })).toThrow('API_RATE_PER_MINUTE must be a whole number');
  expect(() => loadRatesConfig({ REPORT_RATE_PER_MINUTE: '0' })).toThrow('REPORT_RATE_PER_MINUTE must be a positive number');
  expect(() => loadRatesConfig({ API_KEY_RATE_PER_MINUTE: 'many' })).toThrow('API_KEY_RATE_PER_MINUTE must be a positive number');
});

describeEachDatabase('Per-user rate limits', (context) => {
  const filesDir = suiteTempDir('mp-rates-');
  const suite = suiteApp(context, () => ({ uploads: { filesDir: filesDir.path }, rates: { uploadsPerMinute: 2, reportsPerMinute: 1 } }));
  const { clock } = suite;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    alice = await signedIn(suite.app, context.database, { type: 'staff' });
    bob = await signedIn(suite.app, context.database, { type: 'staff', code: alice.account.code });
    expect((await putPage(suite.app, alice, notesPage.id, notesPage)).statusCode).toBe(200);
  });

  const upload = (who: SignedIn, url = '/api/file/upload-image', field = 'images') =>
    postMultipart(suite.app, url, [{ field, filename: 'a.png', bytes: PNG }], who.headers);
  const report = (who: SignedIn) => suite.app.inject({ url: `/api/reports/${MODEL}`, headers: who.headers });

  it('uploads: files and images share the budget; the next one waits, with the wait said twice; other users are not held up', async () => {
    expect((await upload(alice)).statusCode).toBe(200);
    expect((await upload(alice, '/api/file/upload-file', 'files')).statusCode).toBe(200);
    const refused = await upload(alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ err: 429, message: TOO_MANY_REQUESTS, data: { retryAfterSeconds: 60 } });
    expect(refused.headers['retry-after']).toBe('60');
    // Another user of the same merchant has a budget of its own.
    expect((await upload(bob)).statusCode).toBe(200);
    // Refused calls do not count: once the minute has passed, two more go through.
    clock.advance(60_001);
    expect((await upload(alice)).statusCode).toBe(200);
    expect((await upload(alice)).statusCode).toBe(200);
    expect((await upload(alice)).statusCode).toBe(429);
  });

  it('reports: one a minute here; the wait shrinks as the minute passes', async () => {
    expect((await report(alice)).statusCode).toBe(200);
    clock.advance(45_000);
    const refused = await report(alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toEqual({ retryAfterSeconds: 15 });
    expect((await report(bob)).statusCode).toBe(200);
    clock.advance(15_001);
    expect((await report(alice)).statusCode).toBe(200);
  });

  it('a caller without a session is refused before any counting (401, not 429)', async () => {
    const answer = await postMultipart(suite.app, '/api/file/upload-image', [{ field: 'images', filename: 'a.png', bytes: PNG }]);
    expect(answer.statusCode).toBe(401);
  });
});
