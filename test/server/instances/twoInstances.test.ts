import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import type { ExportJob } from '../../../src/api/sales';
import { createAccount, type TestAccount } from '../support/accounts';
import { untilStatus } from '../support/untilStatus';
import { addSales, addShop, parseCsv } from '../exportJobs/support';
import { bearer, call, SIGN_IN_LIMIT, startPair, type Instance, type InstancePair, type PairOptions } from './instancePair';

// Two server instances on two ports over one PostgreSQL database behave as one (issue 15, "Two instances"): the
// captcha, the one-time code, the session, the sign-in limit, the export queue, stored files and download tickets
// all live in the database or the shared storage, never in one process's memory. Once with a local folder both
// instances see at one path, once with an S3-compatible server (s3rver, in this process, on its own port).

// The SDK warns once per process that its releases after January 2027 need Node 22; the server runs on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;
if (!onPostgres) {
  // PGlite is one process's embedded database: two instances cannot open it. Said once, not as noise per test.
  describe('two instances (skipped: they need a PostgreSQL server, set TEST_DATABASE_URL; PGlite lives in one process)', () => {
    it.skip('runs on PostgreSQL only', () => undefined);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Login on one instance with a captcha drawn there and answered through the other's dev hook. */
const login = async (drawOn: Instance, answerOn: Instance, loginOn: Instance, account: TestAccount) => {
  const { id } = (await call(drawOn, '/api/user/create-captcha')).json() as unknown as { id: string };
  const answer = await call(answerOn, `/api/dev/captcha/${id}`);
  expect(answer.status).toBe(200);
  return call(loginOn, '/api/merchant/login', {
    json: {
      code: account.code, username: account.username, password: account.password, deviceId: '', captchaId: id,
      captchaText: answer.json<{ text: string }>().data.text,
    },
  });
};

/** The newest code sent to `to`, read through an instance's dev outbox. */
const lastCode = async (instance: Instance, to: string): Promise<string> =>
  (await call(instance, `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json<{ code: string | null }[]>().data[0]?.code ?? '';

/** Login on A, the SMS code verified on B: the session's headers. */
const signInAcross = async (pair: InstancePair, account: TestAccount): Promise<Record<string, string>> => {
  const first = await login(pair.a, pair.b, pair.a, account);
  expect(first.status).toBe(200);
  const { otp, otpId } = first.json<{ otp: boolean; otpId: string }>().data;
  expect(otp).toBe(true);
  const verified = await call(pair.b, '/api/merchant/verifyLogin', { json: { otpId, otp: await lastCode(pair.a, account.username), deviceId: '' } });
  expect(verified.status).toBe(200);
  const data = verified.json<{ token: string; tokenMcPt: { token: string } }>().data;
  return bearer(data.token, data.tokenMcPt.token);
};

/** The job once finished, watched on `instance`. */
const finished = async (instance: Instance, headers: Record<string, string>, id: string): Promise<ExportJob> => {
  for (let attempt = 0; attempt < 600; attempt++) {
    const jobs = (await call(instance, '/api/report/exportedReports', { headers, json: { limit: 100 } })).json<ExportJob[]>().data;
    const job = jobs.find((candidate) => candidate.id === id);
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    await pause(100);
  }
  throw new Error(`export ${id} did not finish on ${instance.name}`);
};

/** The `export.done` lines both instances logged, by job id. */
const exportRuns = (pair: InstancePair): Map<string, string[]> => {
  const runs = new Map<string, string[]>();
  for (const instance of [pair.a, pair.b]) {
    for (const entry of instance.log.entries()) {
      if (entry.event !== 'export.done') continue;
      const jobId = String(entry.jobId);
      runs.set(jobId, [...(runs.get(jobId) ?? []), instance.name]);
    }
  }
  return runs;
};

interface StorageCase {
  options: PairOptions;
  stop(): Promise<void>;
}

const storageCases: [string, () => Promise<StorageCase>][] = [
  ['a local folder both instances see at one path', async () => ({ options: {}, stop: async () => undefined })],
  ['an S3-compatible server (s3rver)', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-s3rver-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'portal-files' }] });
    const { port } = await server.run();
    return {
      options: {
        storage: {
          kind: 's3', bucket: 'portal-files', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true,
          // s3rver's fixed key pair.
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, prefix: 'test/',
        },
      },
      async stop() {
        await server.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  }],
];

describeOnPostgres.each(storageCases)('two instances over one PostgreSQL database, files in %s', (_title, makeStorage) => {
  let pair: InstancePair;
  let stopStorage: () => Promise<void>;
  let merchant: TestAccount;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const made = await makeStorage();
    stopStorage = made.stop;
    pair = await startPair(made.options);
    merchant = await createAccount(pair.database, { type: 'merchant' });
  });
  afterAll(async () => {
    await pair?.close();
    await stopStorage?.();
  });

  it('a captcha drawn on A is answered on B, the code sent by A is verified on B, and the session works on both', async () => {
    headers = await signInAcross(pair, merchant);
    for (const instance of [pair.a, pair.b]) {
      const profile = await call(instance, '/api/merchant/profile', { headers });
      expect(profile.status).toBe(200);
    }
  });

  it('the open code and its send limit are shared, and a captcha is used once whichever instance checks it', async () => {
    const account = await createAccount(pair.database, { code: merchant.code, type: 'merchant' });
    expect((await login(pair.a, pair.a, pair.a, account)).json<{ otp: boolean }>().data.otp).toBe(true);
    // A sent this phone a code a moment ago: a sign-in on B goes on with it, and B may not send another within the minute.
    const again = await login(pair.b, pair.b, pair.b, account);
    expect(again.status).toBe(200);
    const { otpId, codeSentAt } = again.json<{ otpId: string; codeSentAt?: string }>().data;
    expect(codeSentAt).toBe(pair.clock.now().toISOString());
    const resend = await call(pair.b, '/api/merchant/resendLoginOtp', { json: { otpId, deviceId: '' } });
    expect(resend.status).toBe(429);
    expect(resend.json().message).toBe(AUTH_MESSAGES.otpSendLimited);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(0);

    pair.clock.advance(61_000);
    const { id } = (await call(pair.a, '/api/user/create-captcha')).json() as unknown as { id: string };
    const text = (await call(pair.b, `/api/dev/captcha/${id}`)).json<{ text: string }>().data.text;
    const payload = { code: account.code, username: account.username, password: account.password, deviceId: '', captchaId: id, captchaText: text };
    expect((await call(pair.b, '/api/merchant/login', { json: payload })).status).toBe(200);
    const reused = await call(pair.a, '/api/merchant/login', { json: payload });
    expect(reused.status).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.captchaInvalid);
  });

  it("a session ended on B is refused on A, which kept it, as soon as the database's notice reaches A", async () => {
    const account = await createAccount(pair.database, { code: merchant.code, type: 'merchant' });
    const session = await signInAcross(pair, account);
    expect((await call(pair.a, '/api/merchant/profile', { headers: session })).status).toBe(200);
    expect((await call(pair.b, '/api/merchant/logout', { method: 'POST', headers: session, json: {} })).status).toBe(200);
    await untilStatus(async () => (await call(pair.a, '/api/merchant/profile', { headers: session })).status, 401);
    expect((await call(pair.a, '/api/merchant/profile', { headers: session })).status).toBe(401);
  });

  it('a code is used once across instances: verified on B, the same code on A is refused', async () => {
    const account = await createAccount(pair.database, { code: merchant.code, type: 'merchant' });
    const first = await login(pair.b, pair.a, pair.b, account);
    const { otpId } = first.json<{ otpId: string }>().data;
    const code = await lastCode(pair.b, account.username);
    expect((await call(pair.b, '/api/merchant/verifyLogin', { json: { otpId, otp: code, deviceId: '' } })).status).toBe(200);
    expect((await call(pair.a, '/api/merchant/verifyLogin', { json: { otpId, otp: code, deviceId: '' } })).status).not.toBe(200);
  });

  it('a file uploaded on A downloads from B, by its signed link and with the session', async () => {
    const bytes = Buffer.from('shop,amount\r\nBến Thành,150000\r\n', 'utf8');
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'text/csv' }), 'shops.csv');
    const uploaded = await call(pair.a, '/api/file/upload-file', { headers, body: form });
    expect(uploaded.status).toBe(200);
    const [file] = (uploaded.json() as unknown as { created: { id: string; url: string }[] }).created;
    const byLink = await call(pair.b, file.url);
    expect(byLink.status).toBe(200);
    expect(byLink.bytes).toEqual(bytes);
    const bySession = await call(pair.b, `/api/file/${file.id}`, { headers });
    expect(bySession.status).toBe(200);
    expect(bySession.bytes).toEqual(bytes);
  });

  it('export jobs queued on A run exactly once with both instances working the queue; a file made by one downloads from the other, its ticket once', async () => {
    const shop = await addShop(pair.database, merchant.ownerId, 'Cửa hàng Bến Thành');
    await addSales(pair.database, Array.from({ length: 30 }, (_, index) => ({
      ownerId: merchant.ownerId, shopId: shop, reference: `TWO-${String(index).padStart(3, '0')}`, amount: 10_000 + index, createdAt: '2026-11-20T03:00:00Z',
    })));
    // Two merchants with two exports each (the most one merchant may have going at once), all asked on A.
    const second = await createAccount(pair.database, { type: 'merchant' });
    const secondHeaders = await signInAcross(pair, second);
    const asked: { id: string; headers: Record<string, string> }[] = [];
    for (const who of [headers, secondHeaders, headers, secondHeaders]) {
      const answer = await call(pair.a, '/api/report/exportTransactions', { headers: who, json: { format: 'csv', locale: 'en' } });
      expect(answer.status).toBe(200);
      asked.push({ id: answer.json<{ id: string }>().data.id, headers: who });
    }
    const jobs = await Promise.all(asked.map(({ id, headers: who }) => finished(pair.b, who, id)));
    expect(jobs.map((job) => job.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(jobs.map((job) => job.rows)).toEqual([30, 0, 30, 0]);
    // Neither instance ran a job the other ran, nor any twice.
    const runs = exportRuns(pair);
    for (const { id } of asked) expect(runs.get(id)).toHaveLength(1);

    // The ticket is asked on A and used on B (whichever instance wrote the file); used again on A, it is refused.
    const ticket = await call(pair.a, '/api/report/downloadTicket', { headers, json: { id: asked[0].id } });
    expect(ticket.status).toBe(200);
    const { url } = ticket.json<{ url: string }>().data;
    const download = await call(pair.b, url);
    expect(download.status).toBe(200);
    const rows = parseCsv(download.bytes.toString('utf8'));
    expect(rows).toHaveLength(31);
    expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(Array.from({ length: 30 }, (_, index) => `TWO-${String(index).padStart(3, '0')}`));
    const again = await call(pair.a, url);
    expect(again.status).toBe(410);
    expect(again.json().message).toBe('app.exports.ticketUsed');
  });

  it('the sign-in limit per address is one count across instances', async () => {
    // A fresh window: what the sign-ins above counted leaves it.
    pair.clock.advance(61_000);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 2; attempt++) {
      const instance = attempt % 2 === 0 ? pair.a : pair.b;
      const answer = await call(instance, '/api/merchant/login', {
        json: { code: 'NOBODY', username: '0900000999', password: 'not-the-password-1', deviceId: '', captchaId: '', captchaText: '' },
      });
      statuses.push(answer.status);
    }
    // Each instance alone would allow SIGN_IN_LIMIT; together they allow it once.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(SIGN_IN_LIMIT);
    expect(statuses.slice(SIGN_IN_LIMIT)).toEqual([429, 429]);
  });
});
