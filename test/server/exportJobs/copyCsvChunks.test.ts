import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { exportJobs, users } from '../../../server/db/schema';
import { createExportRegistry, type ExportLocale, type RegisteredExportKind } from '../../../server/exportJobs/exportKinds';
import { ExportInterrupted, runExport, type RunDeps } from '../../../server/exportJobs/runExport';
import { transactionsExport } from '../../../server/modules/sales/transactionsExport';
import { createAccount, type TestAccount } from '../support/accounts';
import { createClock } from '../support/app';
import { openTestDatabase, type TestDatabase } from '../support/databases';
import { captureLog } from '../support/logCapture';
import { addSales, addShop, parseCsv } from './support';

// On PGlite a CSV export is the statement PostgreSQL's COPY runs, once per range of rows (COPY … TO '/dev/blob'
// hands back a range's whole output): ranges of 3 rows here, so that every file spans several, with ties on the
// sort keys at their edges. The file must be the very bytes of one COPY of every row, of the page-by-page writer
// and, when TEST_DATABASE_URL is set, of PostgreSQL's COPY on the same rows; an interrupted job leaves no file.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Side {
  testDatabase: TestDatabase;
  database: Database;
  merchant: TestAccount;
}

/** A merchant with the sales of copyCsv.test.ts: quotes, commas, line breaks, formulas, equal instants. */
const seed = async (testDatabase: TestDatabase): Promise<Side> => {
  const { database } = testDatabase;
  const merchant = await createAccount(database, { type: 'merchant' });
  const employee = await createAccount(database, { code: merchant.code, type: 'submerchant' });
  await database.db.update(users).set({ fullName: '@Nguyễn "Tí", ca 2' }).where(eq(users.id, employee.userId));
  await database.db.update(users).set({ fullName: '' }).where(eq(users.id, merchant.userId));
  const plain = await addShop(database, merchant.ownerId, 'Cửa hàng Bến Thành');
  const tricky = await addShop(database, merchant.ownerId, 'Shop "Two", tầng 2\nquầy 5');
  const formula = await addShop(database, merchant.ownerId, '=cmd|\'/C calc\'!A0');
  const ownerId = merchant.ownerId;
  await addSales(database, [
    { ownerId, shopId: plain, userId: merchant.userId, reference: 'REF-001', amount: 1_500_000, fee: 15_000, createdAt: '2026-11-20T03:00:00Z' },
    { ownerId, shopId: tricky, userId: employee.userId, reference: '=HYPERLINK("http://x")', amount: 99_000, type: 'topup', serviceCode: 'TOPUP', createdAt: '2026-11-20T16:59:59.999999Z' },
    { ownerId, shopId: tricky, reference: '+84 912 345 678', amount: 250_000, status: 'pending', serviceCode: 'CARD', createdAt: '2026-11-20T17:00:00Z' },
    { ownerId, shopId: formula, reference: '-1', amount: 120_000, fee: 1_000, type: 'refund', serviceCode: 'CARD', createdAt: '2026-11-19T01:00:00.123456Z' },
    { ownerId, shopId: formula, userId: employee.userId, reference: '\tTAB,"quoted"', amount: 5_000_000, fee: 20_000, type: 'withdraw', status: 'failed', serviceCode: 'BILL', createdAt: '2026-11-19T01:00:00.123456Z' },
    { ownerId, shopId: formula, reference: 'TIE-3', amount: 120_000, createdAt: '2026-11-19T01:00:00.123456Z' },
    { ownerId, reference: 'l\'apostrophe\r\nline two', amount: 1, serviceCode: 'NEWSERVICE', createdAt: '2026-10-31T17:00:00Z' },
    { ownerId, shopId: plain, reference: '@both', amount: 700_000, serviceCode: '=EVIL', status: 'pending', type: 'payment', createdAt: '2026-10-01T00:00:00Z' },
    { ownerId, shopId: plain, reference: '', amount: 0, serviceCode: 'VOUCHER', createdAt: '2025-12-31T16:59:00Z' },
    { ownerId, shopId: plain, reference: 'REF-010', amount: 99_000, createdAt: '2025-06-01T00:00:00Z' },
  ]);
  return { testDatabase, database, merchant };
};

describe('CSV exports written by PGlite\'s COPY, a range of rows at a time', () => {
  const clock = createClock();
  const log = captureLog('info');
  const logger = Fastify({ logger: log.logger }).log;
  let pglite: Side;
  let postgres: Side | undefined;
  let exportsDir: string;

  const registry = createExportRegistry();
  registry.register(transactionsExport);
  type Path = { via: 'chunks'; rows: number; kinds?: typeof registry } | { via: 'pages' } | { via: 'postgres' };
  const depsOf = (side: Side, how: Path): RunDeps => {
    const { driver } = side.database;
    return {
      db: side.database.db, registry: how.via === 'chunks' ? how.kinds ?? registry : registry, exportsDir, keepHours: 72, now: clock.now, log: logger,
      pglite: how.via === 'chunks' && driver.kind === 'pglite' ? driver.client : undefined,
      pool: how.via === 'postgres' && driver.kind === 'postgres' ? driver.pool : undefined,
      copyChunkRows: how.via === 'chunks' ? how.rows : undefined,
    };
  };
  const jobRow = async (side: Side, id: string) => (await side.database.db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0];
  const queuedJob = async (side: Side, params: unknown, locale: ExportLocale) => {
    const id = randomUUID();
    await side.database.db.insert(exportJobs).values({
      id, ownerId: side.merchant.ownerId, userId: side.merchant.userId, kind: 'transactions', format: 'csv', params: { locale, params },
      fileName: 'transactions.csv', createdAt: clock.now(),
    });
    return id;
  };
  const viaOf = (id: string) => log.entries().find((entry) => entry.event === 'export.done' && entry.jobId === id)?.via;
  const exported = async (side: Side, params: unknown, locale: ExportLocale, how: Path) => {
    const id = await queuedJob(side, params, locale);
    await runExport(depsOf(side, how), id);
    expect(await jobRow(side, id)).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(viaOf(id)).toBe(how.via === 'pages' ? 'pages' : 'copy');
    return { bytes: fs.readFileSync(path.join(exportsDir, `${id}.csv`)), job: await jobRow(side, id) };
  };

  beforeAll(async () => {
    exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-chunks-'));
    pglite = await seed(await openTestDatabase('pglite'));
    if (onPostgres) postgres = await seed(await openTestDatabase('postgres'));
  });
  afterAll(async () => {
    await pglite?.testDatabase.close();
    await postgres?.testDatabase.close();
    if (exportsDir) fs.rmSync(exportsDir, { recursive: true, force: true });
  });

  it('writes, in ranges of 3 rows, the bytes of one COPY of every row and of the page-by-page writer, for each filter, sort and language', async () => {
    const cases: { params: unknown; locale: ExportLocale }[] = [
      { params: {}, locale: 'en' },
      { params: {}, locale: 'vi' },
      { params: { sort: [{ createdAt: 'asc' }] }, locale: 'en' },
      { params: { sort: [{ amount: 'desc' }, { createdAt: 'asc' }] }, locale: 'vi' },
      { params: { sort: [{ amount: 'asc' }] }, locale: 'en' },
      { params: { queryInput: { status: { in: ['success', 'pending'] }, createdAt: { gte: '2026-11-01T00:00:00+07:00', lte: '2026-11-21T23:59:59+07:00' } } }, locale: 'en' },
      { params: { queryInput: { reference: { contains: '\'' } } }, locale: 'en' },
    ];
    for (const { params, locale } of cases) {
      const chunked = await exported(pglite, params, locale, { via: 'chunks', rows: 3 });
      const whole = await exported(pglite, params, locale, { via: 'chunks', rows: 1_000_000 });
      const paged = await exported(pglite, params, locale, { via: 'pages' });
      expect({ params, locale, csv: chunked.bytes.toString() }).toEqual({ params, locale, csv: paged.bytes.toString() });
      expect(chunked.bytes.equals(whole.bytes)).toBe(true);
      expect(chunked.bytes.equals(paged.bytes)).toBe(true);
      expect({ rows: chunked.job.rows, size: chunked.job.size }).toEqual({ rows: paged.job.rows, size: paged.job.size });
      if (postgres) expect(chunked.bytes.equals((await exported(postgres, params, locale, { via: 'postgres' })).bytes)).toBe(true);
    }
    const { bytes, job } = await exported(pglite, {}, 'en', { via: 'chunks', rows: 3 });
    expect(job.rows).toBe(10);
    const rows = parseCsv(bytes.toString());
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      '\'+84 912 345 678', '\'=HYPERLINK("http://x")', 'REF-001', 'TIE-3', '\'\tTAB,"quoted"', '\'-1',
      'l\'apostrophe\r\nline two', '\'@both', '', 'REF-010',
    ]);
    expect(rows.find((row) => row[0] === '\'@both')).toEqual(['\'@both', '01/10/2026 07:00', '700000', '0', '700000', 'Pending', 'Payment', '\'=EVIL', 'Cửa hàng Bến Thành', '']);
    // A header and 10 rows, each ended by CRLF, and a cell's own CRLF.
    expect(bytes.toString().split('\r\n').length).toBe(13);
  });

  it('puts a job interrupted between two ranges back in the queue and leaves no file', async () => {
    const stop = new AbortController();
    let ranges = 0;
    // The transaction export, but the shutdown comes as the second range is asked for: the first is in the file.
    const stopping: RegisteredExportKind = {
      ...transactionsExport,
      open: async (...args) => {
        const table = await transactionsExport.open(...args);
        return {
          ...table,
          async* csvChunks(size) {
            for await (const chunk of table.csvChunks!(size)) {
              if (++ranges === 2) stop.abort();
              yield chunk;
            }
          },
        };
      },
    };
    const kinds = createExportRegistry();
    kinds.register(stopping);
    const id = await queuedJob(pglite, {}, 'en');
    await expect(runExport(depsOf(pglite, { via: 'chunks', rows: 3, kinds }), id, stop.signal)).rejects.toBeInstanceOf(ExportInterrupted);
    expect(ranges).toBe(2);
    expect(await jobRow(pglite, id)).toMatchObject({ status: 'queued', progress: 0, rows: 0 });
    expect(fs.readdirSync(exportsDir).filter((name) => name.startsWith(id))).toEqual([]);
    // The database is free again: the next export runs to the end.
    expect((await exported(pglite, {}, 'en', { via: 'chunks', rows: 3 })).job.rows).toBe(10);
  });
});
