import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';
import { EXPORT_FAILURES } from '../../../src/api/exports';
import type { Database } from '../../../server/db/client';
import { exportJobs, users } from '../../../server/db/schema';
import { copyStatement } from '../../../server/exportJobs/copyCsv';
import { createExportRegistry, defineExportKind, type ExportLocale } from '../../../server/exportJobs/exportKinds';
import { ExportInterrupted, runExport, type RunDeps } from '../../../server/exportJobs/runExport';
import { transactionsExport } from '../../../server/modules/sales/transactionsExport';
import { createAccount, type TestAccount } from '../support/accounts';
import { createClock } from '../support/app';
import { openTestDatabase, type TestDatabase } from '../support/databases';
import { captureLog } from '../support/logCapture';
import { addSales, addShop, limitToShops, parseCsv } from './support';

// On PostgreSQL a CSV export is one `COPY (SELECT …) TO STDOUT`, its cells formatted by the database (csvSql.ts):
// the file must be the very bytes the page-by-page writer makes, for every filter, sort and language; the filters
// reach COPY as settings, never as SQL text; progress, failures and interruptions behave as on the page path.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;
if (!onPostgres) {
  describe('CSV by COPY (skipped: PostgreSQL only, set TEST_DATABASE_URL; PGlite has no COPY stream)', () => {
    it.skip('runs on PostgreSQL only', () => undefined);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a condition the server reaches on its own (bounded: 5 s). */
const eventually = async (check: () => Promise<boolean>, what: string): Promise<void> => {
  for (let attempt = 0; attempt < 250; attempt++) {
    if (await check()) return;
    await pause(20);
  }
  throw new Error(`never: ${what}`);
};

describeOnPostgres('CSV exports written by PostgreSQL\'s COPY', () => {
  const clock = createClock();
  const log = captureLog('info');
  const logger = Fastify({ logger: log.logger }).log;
  let testDatabase: TestDatabase;
  let database: Database;
  let pool: Pool;
  let exportsDir: string;
  let merchant: TestAccount;
  let other: TestAccount;
  let employee: TestAccount;
  let shops: { plain: number; tricky: number; formula: number };

  const registry = createExportRegistry();
  registry.register(transactionsExport);
  const deps = (viaCopy: boolean, kinds = registry): RunDeps => ({
    db: database.db, registry: kinds, exportsDir, keepHours: 72, now: clock.now, log: logger, pool: viaCopy ? pool : undefined,
  });
  const jobRow = async (id: string) => (await database.db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0];
  const queuedJob = async (owner: TestAccount, params: unknown, locale: ExportLocale = 'en') => {
    const id = randomUUID();
    await database.db.insert(exportJobs).values({
      id, ownerId: owner.ownerId, userId: owner.userId, kind: 'transactions', format: 'csv', params: { locale, params }, fileName: 'transactions.csv', createdAt: clock.now(),
    });
    return id;
  };
  const fileOf = (id: string) => fs.readFileSync(path.join(exportsDir, `${id}.csv`));
  const viaOf = (id: string) => log.entries().find((entry) => entry.event === 'export.done' && entry.jobId === id)?.via;
  const exported = async (owner: TestAccount, params: unknown, locale: ExportLocale, viaCopy: boolean) => {
    const id = await queuedJob(owner, params, locale);
    await runExport(deps(viaCopy), id);
    expect(await jobRow(id)).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(viaOf(id)).toBe(viaCopy ? 'copy' : 'pages');
    return { bytes: fileOf(id), job: await jobRow(id) };
  };

  beforeAll(async () => {
    testDatabase = await openTestDatabase('postgres');
    database = testDatabase.database;
    if (database.driver.kind !== 'postgres') throw new Error('a PostgreSQL database was asked for');
    pool = database.driver.pool;
    exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-copy-'));
    merchant = await createAccount(database, { type: 'merchant' });
    other = await createAccount(database, { type: 'merchant' });
    employee = await createAccount(database, { code: merchant.code, type: 'submerchant' });
    // Names as people type them: quotes, commas, a line break, a leading formula character, an empty name.
    await database.db.update(users).set({ fullName: '@Nguyễn "Tí", ca 2' }).where(eq(users.id, employee.userId));
    await database.db.update(users).set({ fullName: '' }).where(eq(users.id, merchant.userId));
    shops = {
      plain: await addShop(database, merchant.ownerId, 'Cửa hàng Bến Thành'),
      tricky: await addShop(database, merchant.ownerId, 'Shop "Two", tầng 2\nquầy 5'),
      formula: await addShop(database, merchant.ownerId, '=cmd|\'/C calc\'!A0'),
    };
    const otherShop = await addShop(database, other.ownerId, 'Shop "Two", tầng 2\nquầy 5');
    const ownerId = merchant.ownerId;
    await addSales(database, [
      { ownerId, shopId: shops.plain, userId: merchant.userId, reference: 'REF-001', amount: 1_500_000, fee: 15_000, createdAt: '2026-11-20T03:00:00Z' },
      { ownerId, shopId: shops.tricky, userId: employee.userId, reference: '=HYPERLINK("http://x")', amount: 99_000, type: 'topup', serviceCode: 'TOPUP', createdAt: '2026-11-20T16:59:59.999999Z' },
      { ownerId, shopId: shops.tricky, reference: '+84 912 345 678', amount: 250_000, status: 'pending', serviceCode: 'CARD', createdAt: '2026-11-20T17:00:00Z' },
      { ownerId, shopId: shops.formula, reference: '-1', amount: 120_000, fee: 1_000, type: 'refund', serviceCode: 'CARD', createdAt: '2026-11-19T01:00:00.123456Z' },
      { ownerId, shopId: shops.formula, userId: employee.userId, reference: '\tTAB,"quoted"', amount: 5_000_000, fee: 20_000, type: 'withdraw', status: 'failed', serviceCode: 'BILL', createdAt: '2026-11-19T01:00:00.123456Z' },
      { ownerId, reference: 'l\'apostrophe\r\nline two', amount: 1, serviceCode: 'NEWSERVICE', createdAt: '2026-10-31T17:00:00Z' },
      { ownerId, shopId: shops.plain, reference: '@both', amount: 700_000, serviceCode: '=EVIL', status: 'pending', type: 'payment', createdAt: '2026-10-01T00:00:00Z' },
      { ownerId, shopId: shops.plain, reference: '', amount: 0, serviceCode: 'VOUCHER', createdAt: '2025-12-31T16:59:00Z' },
      { ownerId: other.ownerId, shopId: otherShop, reference: 'OTHER-1', amount: 42_000, createdAt: '2026-11-20T03:00:00Z' },
      { ownerId: other.ownerId, shopId: otherShop, reference: '=OTHER-2', amount: 43_000, createdAt: '2026-11-19T03:00:00Z' },
    ]);
  });
  afterAll(async () => {
    await testDatabase?.close();
    if (exportsDir) fs.rmSync(exportsDir, { recursive: true, force: true });
  });

  it('writes the very bytes of the page-by-page writer, for each filter, sort and language', async () => {
    const cases: { params: unknown; locale: ExportLocale }[] = [
      { params: {}, locale: 'en' },
      { params: {}, locale: 'vi' },
      { params: { sort: [{ createdAt: 'asc' }] }, locale: 'en' },
      { params: { sort: [{ amount: 'desc' }, { createdAt: 'asc' }] }, locale: 'vi' },
      { params: { queryInput: { status: { in: ['success', 'pending'] }, createdAt: { gte: '2026-11-01T00:00:00+07:00', lte: '2026-11-21T23:59:59+07:00' } } }, locale: 'en' },
      { params: { queryInput: { amount: { gte: 1, lte: 1_500_000 }, type: 'payment', shopId: { in: [shops.plain, shops.tricky] } } }, locale: 'vi' },
      { params: { queryInput: { reference: { contains: '\'' } } }, locale: 'en' },
      { params: { queryInput: { reference: { contains: '%' } } }, locale: 'en' },
    ];
    for (const { params, locale } of cases) {
      const copied = await exported(merchant, params, locale, true);
      const paged = await exported(merchant, params, locale, false);
      expect({ params, locale, csv: copied.bytes.toString() }).toEqual({ params, locale, csv: paged.bytes.toString() });
      expect(copied.bytes.equals(paged.bytes)).toBe(true);
      expect({ rows: copied.job.rows, size: copied.job.size }).toEqual({ rows: paged.job.rows, size: paged.job.size });
    }
    // An employee whose role keeps them to their own shops: the same scope on both paths.
    await limitToShops(database, employee.userId, [shops.tricky]);
    const copied = await exported(employee, {}, 'en', true);
    expect(copied.bytes.equals((await exported(employee, {}, 'en', false)).bytes)).toBe(true);
    expect(parseCsv(copied.bytes.toString()).slice(1).map((row) => row[0])).toEqual(['+84 912 345 678', '=HYPERLINK("http://x")'].map((ref) => `'${ref}`));
  });

  it('neutralises formulas, round-trips quotes, commas and line breaks through a CSV parser, and never writes another merchant\'s rows', async () => {
    const { bytes, job } = await exported(merchant, {}, 'en', true);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(bytes.toString());
    expect(job.rows).toBe(8);
    expect(rows[0]).toEqual(['Reference', 'Date and time', 'Amount (VND)', 'Fee (VND)', 'Net (VND)', 'Status', 'Type', 'Service', 'Shop', 'Employee']);
    expect(rows.slice(1, 4)).toEqual([
      ['\'+84 912 345 678', '21/11/2026 00:00', '250000', '0', '250000', 'Pending', 'Payment', 'Card payment', 'Shop "Two", tầng 2\nquầy 5', ''],
      ['\'=HYPERLINK("http://x")', '20/11/2026 23:59', '99000', '0', '99000', 'Successful', 'Top-up', 'Mobile top-up', 'Shop "Two", tầng 2\nquầy 5', '\'@Nguyễn "Tí", ca 2'],
      ['REF-001', '20/11/2026 10:00', '1500000', '15000', '1485000', 'Successful', 'Payment', 'QR payment', 'Cửa hàng Bến Thành', ''],
    ]);
    expect(rows.find((row) => row[0] === '\'@both')).toEqual(['\'@both', '01/10/2026 07:00', '700000', '0', '700000', 'Pending', 'Payment', '\'=EVIL', 'Cửa hàng Bến Thành', '']);
    expect(rows.find((row) => row[0] === '\'-1')?.slice(2, 9)).toEqual(['-120000', '1000', '-121000', 'Successful', 'Refund', 'Card payment', '\'=cmd|\'/C calc\'!A0']);
    expect(rows.find((row) => row[7] === 'NEWSERVICE')?.[0]).toBe('l\'apostrophe\r\nline two');
    // Every cell a spreadsheet could run starts with the apostrophe.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+$/.test(cell))).toEqual([]);
    expect(rows.flat().some((cell) => cell.includes('OTHER'))).toBe(false);

    const theirs = parseCsv((await exported(other, {}, 'en', true)).bytes.toString());
    expect(theirs.slice(1).map((row) => row[0])).toEqual(['OTHER-1', '\'=OTHER-2']);
  });

  it('hands the filters to COPY as settings: the statement holds no value, and PostgreSQL reads each as its type', async () => {
    const reference = 'x\'); drop table transactions; --';
    const since = new Date('2026-11-19T00:00:00Z');
    const client = await pool.connect();
    try {
      await client.query('begin');
      const statement = await copyStatement(client, sql`select t.reference from transactions t
        where t.owner_id = ${merchant.ownerId} and (t.reference = ${reference} or t.created_at >= ${since}) and t.shop_id is distinct from ${null}
        order by t.created_at, t.id`);
      expect(statement).not.toMatch(/drop table|2026/);
      expect(statement).toContain('t.owner_id = current_setting(\'export.p1\')::pg_catalog.int4');
      expect(statement).toContain('t.reference = current_setting(\'export.p2\')::pg_catalog.text');
      expect(statement).toContain('t.created_at >= current_setting(\'export.p3\')::pg_catalog.timestamptz');
      expect(statement).toContain('is distinct from null::pg_catalog.int4');
      const out = await text(client.query(copyTo(statement)));
      // The rows since the 19th (the reference matched none), quoted by COPY where they need it.
      expect(out.split('\n')).toEqual(['-1', '"\tTAB,""quoted"""', 'REF-001', '"=HYPERLINK(""http://x"")"', '+84 912 345 678', '']);
      await client.query('rollback');
      client.release();
    } catch (error) {
      // Never back into the pool inside the transaction.
      client.release(true);
      throw error;
    }
    expect((await database.rows<{ n: number }>(sql`select count(*)::int as n from transactions`))[0].n).toBe(10);
  });

  /** A kind of `rows` numbered rows whose CSV comes from `query` (PostgreSQL's COPY alone). */
  const sqlKind = (rows: number, query: ReturnType<typeof sql>) => {
    const kinds = createExportRegistry();
    kinds.register(defineExportKind<Record<string, never>, never>({
      kind: 'transactions',
      params: z.object({}).strict(),
      columns: () => [{ heading: { en: 'N', vi: 'N' }, value: () => null }],
      fileName: { en: 'numbers', vi: 'numbers' },
      source: async () => ({
        count: async () => rows,
        // COPY alone reads this kind.
        async* pages() {
          throw new Error('the page path was taken');
        },
        csvQuery: () => query,
      }),
    }));
    return kinds;
  };

  it('records the progress as rows arrive, a percent at a time, then done with every row', async () => {
    await database.rows(sql.raw(`
      create table progress_seen (job_id uuid, progress int, rows int);
      create function record_progress() returns trigger language plpgsql as $$
        begin insert into progress_seen values (new.id, new.progress, new.rows); return new; end $$;
      create trigger export_progress after update of progress on export_jobs for each row execute function record_progress()`));
    const total = 200_000;
    const id = await queuedJob(merchant, {});
    // Due at every percent (the once-a-second rule has its own test: runExport.test.ts).
    await runExport({ ...deps(true, sqlKind(total, sql`select n, repeat('x', 40) from generate_series(1, ${total}) n`)), progressEveryMs: 0 }, id);
    expect(await jobRow(id)).toMatchObject({ status: 'done', progress: 100, rows: total });
    const seen = await database.rows<{ progress: number; rows: number }>(sql`select progress, rows from progress_seen where job_id = ${id} and progress between 1 and 99`);
    expect(seen.length).toBeGreaterThan(1);
    seen.forEach(({ progress, rows }, index) => {
      expect(progress).toBe(Math.min(99, Math.floor((rows * 100) / total)));
      if (index > 0) expect(progress).toBeGreaterThan(seen[index - 1].progress);
    });
    const lines = fileOf(id).toString().split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['\uFEFFN', `1,${'x'.repeat(40)}`, `2,${'x'.repeat(40)}`]);
    expect(lines.length).toBe(total + 2);
  });

  const leftInTransaction = async () => (await database.rows<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and (state like 'idle in transaction%' or query like '%generate_series%')`))[0].n;

  it('fails a job the database stops mid-file with the database\'s reason, removes the file and closes the connection', async () => {
    const id = await queuedJob(merchant, {});
    await runExport(deps(true, sqlKind(50_000, sql`select 1 / (n - 30000) from generate_series(1, 50000) n`)), id);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', error: EXPORT_FAILURES.database, storedPath: null });
    expect(fs.readdirSync(exportsDir).filter((name) => name.startsWith(id))).toEqual([]);
    await eventually(async () => (await leftInTransaction()) === 0, 'the broken COPY\'s session ended');
    expect((await database.rows<{ one: number }>(sql`select 1 as one`))[0].one).toBe(1);
  });

  it('puts an interrupted job back in the queue and stops the statement in the server at once', async () => {
    const id = await queuedJob(merchant, {});
    const stop = new AbortController();
    // Two wide rows reach the file, then the third waits a minute in the server: the job is mid-COPY for sure.
    const kinds = sqlKind(3, sql`select n, repeat('x', 20000), case when n = 3 then pg_sleep(60)::text end from generate_series(1, 3) n`);
    const running = runExport(deps(true, kinds), id, stop.signal);
    await eventually(async () => (await jobRow(id)).rows > 0, 'the first rows were written');
    stop.abort();
    await expect(running).rejects.toBeInstanceOf(ExportInterrupted);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', progress: 0, rows: 0 });
    expect(fs.readdirSync(exportsDir).filter((name) => name.startsWith(id))).toEqual([]);
    await eventually(async () => (await leftInTransaction()) === 0, 'the sleeping COPY was cancelled');
  });
});
