import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EXPORT_FAILURES } from '../../../src/api/exports';
import { exportJobs } from '../../../server/db/schema';
import { createExportRegistry, defineExportKind, type ExportRegistry } from '../../../server/exportJobs/exportKinds';
import { localExportFiles, type ExportFileStore } from '../../../server/exportJobs/exportFiles';
import { EXPORT_PROGRESS_EVERY_MS, ExportInterrupted, runExport, type RunDeps } from '../../../server/exportJobs/runExport';
import { transactionsExport } from '../../../server/modules/sales/transactionsExport';
import { createAccount, type TestAccount } from '../support/accounts';
import { createClock } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { addSales, finishedJob, parseCsv } from './support';

// The job runner on its own: progress per page, failures and interruptions, keyset pages in every sort order.

const silent = Fastify({ logger: false }).log;

describeEachDatabase('Export runner', (context) => {
  const clock = createClock();
  let account: TestAccount;
  let exportsDir: string;

  const deps = (registry: ExportRegistry, pageSize = 2): RunDeps => ({
    db: context.database.db, registry, exportsDir, keepHours: 72, now: clock.now, log: silent, pageSize,
  });
  const queuedJob = async (params: unknown = {}, format: 'csv' | 'xlsx' = 'csv') => {
    const [row] = await context.database.db.insert(exportJobs).values({
      id: randomUUID(), ownerId: account.ownerId, userId: account.userId, kind: 'transactions', format,
      params: { locale: 'en', params }, fileName: 'transactions.csv', createdAt: clock.now(),
    }).returning();
    return row;
  };
  const jobRow = async (id: string) => (await context.database.db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0];

  /**
   * A kind of `pages` pages of two rows; `seen` gets the job's recorded progress before each page after the first,
   * `msPerPage` (default: the least time between two progress writes) passes on the clock as each page is read.
   */
  const fakeKind = (pages: number, options: { failAt?: number; seen?: number[]; jobId?: () => string; failure?: Error; msPerPage?: number } = {}) => {
    const registry = createExportRegistry();
    registry.register(defineExportKind<Record<string, never>, { n: number }>({
      kind: 'transactions',
      params: z.object({}).strict(),
      columns: () => [{ heading: { en: 'N', vi: 'N' }, value: (row) => row.n }],
      fileName: { en: 'fake', vi: 'fake' },
      source: async () => ({
        count: async () => pages * 2,
        async* pages() {
          for (let page = 0; page < pages; page++) {
            if (page > 0 && options.seen && options.jobId) options.seen.push((await jobRow(options.jobId())).progress);
            clock.advance(options.msPerPage ?? EXPORT_PROGRESS_EVERY_MS);
            if (page === options.failAt) throw options.failure ?? Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
            yield [{ n: page * 2 }, { n: page * 2 + 1 }];
          }
        },
      }),
    }));
    return registry;
  };

  beforeAll(async () => {
    account = await createAccount(context.database, { type: 'merchant' });
    exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-runner-'));
  });
  afterAll(() => fs.rmSync(exportsDir, { recursive: true, force: true }));

  it('records the progress as pages are written, then done with rows, size and expiry', async () => {
    const job = await queuedJob();
    const seen: number[] = [];
    await runExport(deps(fakeKind(3, { seen, jobId: () => job.id })), job.id);
    expect(seen).toEqual([33, 66]);
    const done = await jobRow(job.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, rows: 6, storedPath: `${job.id}.csv`, error: null });
    expect(done.expiresAt).toEqual(new Date(clock.now().getTime() + 72 * 3_600_000));
    expect(parseCsv(fs.readFileSync(path.join(exportsDir, `${job.id}.csv`), 'utf8'))).toEqual([['N'], ['0'], ['1'], ['2'], ['3'], ['4'], ['5']]);
  });

  it('writes the progress at most once a second: pages read faster keep the last one written', async () => {
    const job = await queuedJob();
    const seen: number[] = [];
    await runExport(deps(fakeKind(6, { seen, jobId: () => job.id, msPerPage: EXPORT_PROGRESS_EVERY_MS / 2 })), job.id);
    // Seen before pages 2 to 6 (two rows of twelve each): written after pages 1, 3 and 5, a second apart.
    expect(seen).toEqual([16, 16, 50, 50, 83]);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', progress: 100, rows: 12 });
  });

  it('records a failure with its reason and removes the partial file', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const job = await queuedJob({}, format);
      await runExport(deps(fakeKind(3, { failAt: 2 })), job.id);
      expect(await jobRow(job.id)).toMatchObject({ status: 'failed', error: EXPORT_FAILURES.storage, storedPath: null, finishedAt: clock.now() });
      expect(fs.readdirSync(exportsDir).filter((name) => name.startsWith(job.id))).toEqual([]);
    }
    const badParams = await queuedJob({ unexpected: true });
    await runExport(deps(fakeKind(1)), badParams.id);
    expect(await jobRow(badParams.id)).toMatchObject({ status: 'failed', error: EXPORT_FAILURES.badParams });
  });

  it('records a file the object storage refused as a storage failure, without leaving the scratch file', async () => {
    const job = await queuedJob();
    // What the AWS SDK throws when the bucket answers an error: the answer's metadata on the error.
    const refused = Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    const local = localExportFiles(exportsDir);
    const files: ExportFileStore = {
      ...local,
      async keep(scratchPath) {
        await fs.promises.rm(scratchPath, { force: true });
        throw refused;
      },
    };
    await runExport({ ...deps(fakeKind(2)), files }, job.id);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', error: EXPORT_FAILURES.storage, storedPath: null });
    expect(fs.readdirSync(exportsDir).filter((name) => name.startsWith(job.id))).toEqual([]);
  });

  it('puts an interrupted job back in the queue, without its partial file', async () => {
    const job = await queuedJob();
    const stop = new AbortController();
    const registry = fakeKind(3, { seen: [], jobId: () => { stop.abort(); return job.id; } });
    await expect(runExport(deps(registry), job.id, stop.signal)).rejects.toBeInstanceOf(ExportInterrupted);
    expect(await jobRow(job.id)).toMatchObject({ status: 'queued', progress: 0, rows: 0 });
    expect(fs.readdirSync(exportsDir).filter((name) => name.startsWith(job.id))).toEqual([]);
    // A finished job run again (a queue retry after success) is left as it is.
    await runExport(deps(fakeKind(1)), job.id);
    await runExport(deps(fakeKind(2)), job.id);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', rows: 2 });
  });

  it('reads transactions in keyset pages: every row once, in the order asked, ties on the sort key included', async () => {
    const sales = [
      { reference: 'A', amount: 300, createdAt: '2026-11-20T01:00:00.123456Z' },
      { reference: 'B', amount: 100, createdAt: '2026-11-20T01:00:00.123456Z' },
      { reference: 'C', amount: 300, createdAt: '2026-11-20T01:00:00.123457Z' },
      { reference: 'D', amount: 200, createdAt: '2026-11-19T01:00:00Z' },
      { reference: 'E', amount: 100, createdAt: '2026-11-21T01:00:00Z' },
    ];
    await addSales(context.database, sales.map((sale) => ({ ...sale, ownerId: account.ownerId })));
    const registry = createExportRegistry();
    registry.register(transactionsExport);
    const references = async (sort: unknown) => {
      const job = await queuedJob(sort === undefined ? {} : { sort });
      await runExport(deps(registry), job.id);
      return parseCsv(fs.readFileSync(path.join(exportsDir, `${job.id}.csv`), 'utf8')).slice(1).map((row) => row[0]);
    };
    // Inserted in order: ids follow the letters. Microseconds apart (A/B vs C) stay apart.
    expect(await references(undefined)).toEqual(['E', 'C', 'B', 'A', 'D']);
    expect(await references([{ createdAt: 'asc' }])).toEqual(['D', 'A', 'B', 'C', 'E']);
    expect(await references([{ amount: 'asc' }])).toEqual(['B', 'E', 'D', 'A', 'C']);
    expect(await references([{ amount: 'desc' }, { createdAt: 'asc' }])).toEqual(['A', 'C', 'D', 'B', 'E']);
    expect(await references([{ id: 'asc' }])).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  describe('through the app, with storage that cannot be written', () => {
    const suite = suiteApp(context, () => {
      const file = path.join(exportsDir, 'a-file');
      fs.writeFileSync(file, '');
      return { exports: { exportsDir: path.join(file, 'exports') } };
    });

    it('shows the job as failed, with the reason, in exportedReports', async () => {
      const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
      const answer = await suite.app.inject({ method: 'POST', url: '/api/report/exportTransactions', headers: merchant.headers, payload: {} });
      const job = await finishedJob(suite.app, merchant.headers, answer.json().data.id);
      expect(job).toMatchObject({ status: 'failed', error: EXPORT_FAILURES.storage, size: null, rows: 0 });
      const ticket = await suite.app.inject({ method: 'POST', url: '/api/report/downloadTicket', headers: merchant.headers, payload: { id: job.id } });
      expect(ticket.statusCode).toBe(409);
    });
  });
});
