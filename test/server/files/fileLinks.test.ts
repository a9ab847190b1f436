import { Writable } from 'node:stream';
import { FILE_MESSAGES } from '../../../src/api/files';
import { loggerOptions } from '../../../server/http/logger';
import { buildAuthApp, MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { PDF, PNG, postMultipart, type Part } from '../support/files';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { suiteTempDir } from '../support/tempDir';

interface Created {
  id: string;
  url: string;
}

/** The link's token with one character of its signature changed. */
/** Changes the signature's last character by one: the same decoded bytes when only its unused bits change. */
const alterSignature = (url: string): string => url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));

describeEachDatabase('File links: signed, short-lived, per owner', (context) => {
  const filesDir = suiteTempDir('mp-links-');
  const suite = suiteApp(context, () => ({ uploads: { filesDir: filesDir.path, linkTtlMinutes: 30 } }));
  let owner: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    owner = await signedIn(suite.app, context.database);
    stranger = await signedIn(suite.app, context.database);
  });

  const upload = async (parts: Part[], who = owner): Promise<Created[]> =>
    (await postMultipart(suite.app, '/api/file/upload-file', parts, who.headers)).json().created;
  const get = (url: string, headers: Record<string, string> = {}) => suite.app.inject({ url, headers });

  it('refuses a missing, altered or borrowed signature (403 linkInvalid)', async () => {
    const [first, second] = await upload([{ field: 'files', filename: 'a.pdf', bytes: PDF }, { field: 'files', filename: 'b.png', bytes: PNG }]);
    const [, token] = first.url.split('?t=');
    const [expiry, signature] = token.split('.');
    for (const url of [
      `/api/file/${first.id}`, // the stored form: no link
      alterSignature(first.url),
      `/api/file/${first.id}?t=${Number(expiry) + 3600}.${signature}`, // a later expiry
      `/api/file/${second.id}?t=${token}`, // another file's signature
      `/api/file/${first.id}?t=${expiry}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ err: 403, message: FILE_MESSAGES.linkInvalid, data: null });
    }
    // The spec's "no session" bearer is no session either.
    expect((await get(`/api/file/${first.id}`, { authorization: 'Bearer customer' })).statusCode).toBe(403);
  });

  it("serves the owner's files with the session, never cached; another owner's file is 404", async () => {
    const [{ id }] = await upload([{ field: 'files', filename: 'a.pdf', bytes: PDF }]);
    const own = await get(`/api/file/${id}`, owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload).toEqual(PDF);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const foreign = await get(`/api/file/${id}`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ err: 404, message: 'dataNotFound', data: null });
    // A session that is no longer valid is told so, as on every other call.
    expect((await get(`/api/file/${id}`, { authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
  });

  it('keeps file ids and links out of the access log; the upload calls stay readable', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
    const app = await buildAuthApp(context.database, suite.clock, {
      uploads: { filesDir: filesDir.path }, logger: { ...(loggerOptions({ level: 'info', pretty: false }) as object), stream } as never,
    });
    try {
      const [{ id, url }] = (await postMultipart(app, '/api/file/upload-file', [{ field: 'files', filename: 'a.pdf', bytes: PDF }], owner.headers)).json().created;
      expect((await app.inject(url)).statusCode).toBe(200);
      expect((await app.inject({ url: `/api/file/${id}`, headers: owner.headers })).statusCode).toBe(200);
      expect((await app.inject(alterSignature(url))).statusCode).toBe(403);
      const log = lines.join('');
      expect(log).toContain('/api/file/upload-file');
      expect(log).toContain('/api/file/[Redacted]');
      expect(log).not.toContain(id);
      expect(log).not.toContain(url.split('?t=')[1]);
    } finally {
      await app.close();
    }
  });

  // Last: it moves the clock past the sessions' idle timeout.
  it('opens a file by its link without a session, until the link expires (403 linkExpired)', async () => {
    const [{ url }] = await upload([{ field: 'files', filename: 'a.pdf', bytes: PDF }]);
    expect((await get(url)).rawPayload).toEqual(PDF);
    suite.clock.advance(29 * MINUTE);
    expect((await get(url)).statusCode).toBe(200);
    // 30 minutes, rounded up to the next 5 minutes: gone at the latest 35 minutes after it was answered.
    suite.clock.advance(6 * MINUTE);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ err: 403, message: FILE_MESSAGES.linkExpired, data: null });
  });
});
