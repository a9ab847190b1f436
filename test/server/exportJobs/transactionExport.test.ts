import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { EXPORT_FAILURES, EXPORT_MESSAGES } from '../../../src/api/exports';
import { ACTIONS } from '../../../src/api/permissions';
import type { ExportJob } from '../../../src/api/sales';
import { exportJobs } from '../../../server/db/schema';
import { ABANDONED_AFTER_MS } from '../../../server/exportJobs/jobQueue';
import { sweepExpiredExports } from '../../../server/exportJobs/retention';
import { redactUrl } from '../../../server/http/logger';
import { createAccount } from '../support/accounts';
import { captureLog } from '../support/logCapture';
import { testConfig } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { bearer, signIn, type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { addSales, addShop, finishedJob, limitToShops, parseCsv } from './support';

// exportTransactions → a job (pg-boss) → exportedReports → downloadTicket → the one-time download, on both databases.

const HEADINGS_EN = ['Reference', 'Date and time', 'Amount (VND)', 'Fee (VND)', 'Net (VND)', 'Status', 'Type', 'Service', 'Shop', 'Employee'];
const HEADINGS_VI = ['Mã giao dịch', 'Thời gian', 'Số tiền (VND)', 'Phí (VND)', 'Thực nhận (VND)', 'Trạng thái', 'Loại', 'Dịch vụ', 'Cửa hàng', 'Nhân viên'];
/** November's successful sales (the suite's clock stands on 21/11/2026 09:00 in Ho Chi Minh City). */
const NOVEMBER_SUCCESS = { queryInput: { status: 'success', createdAt: { gte: '2026-11-01T00:00:00+07:00' } } };

describeEachDatabase('Transaction exports', (context) => {
  const log = captureLog('info');
  const suite = suiteApp(context, { logger: log.logger });
  let merchant: SignedIn;
  let other: SignedIn;
  let shopOne: number;
  let shopTwo: number;

  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url: `/api/report/${url}`, headers, payload: payload as Record<string, unknown> });
  const startExport = async (who: SignedIn, payload: Record<string, unknown>) => {
    // A second apart, so that "newest first" has something to order.
    suite.clock.advance(1_000);
    const answer = await post('exportTransactions', payload, who.headers);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { id: string; status: string };
  };
  const exported = async (who: SignedIn, payload: Record<string, unknown>): Promise<ExportJob> => {
    const { id } = await startExport(who, payload);
    return finishedJob(suite.app, who.headers, id);
  };
  const ticket = (who: SignedIn, id: string) => post('downloadTicket', { id }, who.headers);
  const download = async (who: SignedIn, id: string) => {
    const answer = await ticket(who, id);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json().data as { url: string };
    return { url, file: await suite.app.inject({ url }) };
  };

  beforeAll(async () => {
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    other = await signedIn(suite.app, context.database, { type: 'merchant' });
    const ownerId = merchant.account.ownerId;
    shopOne = await addShop(context.database, ownerId, 'Cửa hàng Bến Thành');
    shopTwo = await addShop(context.database, ownerId, 'Shop, "Two"');
    const otherShop = await addShop(context.database, other.account.ownerId, 'Other merchant shop');
    await addSales(context.database, [
      { ownerId, shopId: shopOne, userId: merchant.account.userId, reference: 'REF-001', amount: 1_500_000, fee: 15_000, createdAt: '2026-11-20T03:00:00Z' },
      { ownerId, shopId: shopTwo, reference: 'REF-002', amount: 250_000, status: 'pending', serviceCode: 'CARD', createdAt: '2026-11-19T05:30:00Z' },
      { ownerId, shopId: shopOne, reference: 'REF-RFD', amount: 120_000, fee: 1_000, type: 'refund', serviceCode: 'CARD', createdAt: '2026-11-19T01:00:00Z' },
      { ownerId, shopId: shopTwo, reference: '=HYPERLINK("http://x")', amount: 99_000, type: 'topup', serviceCode: 'TOPUP', createdAt: '2026-11-18T10:15:00Z' },
      { ownerId, shopId: shopOne, reference: 'REF-OCT', amount: 700_000, createdAt: '2026-10-01T00:00:00Z' },
      { ownerId: other.account.ownerId, shopId: otherShop, reference: 'OTHER-1', amount: 42_000, createdAt: '2026-11-20T01:00:00Z' },
    ]);
  });

  it('answers the queued job at once, runs it to done and streams a CSV with a BOM whose rows match the filter', async () => {
    const started = await startExport(merchant, { ...NOVEMBER_SUCCESS, format: 'csv', locale: 'en' });
    expect(started).toEqual({ id: expect.any(String), status: 'queued' });
    const job = await finishedJob(suite.app, merchant.headers, started.id);
    expect(job).toMatchObject({ kind: 'transactions', format: 'csv', status: 'done', progress: 100, rows: 3, error: null, fileName: 'transactions_20261121_0900.csv' });
    expect(job.createdAt).toBe('2026-11-21T02:00:01.000Z');
    expect(job.size).toBeGreaterThan(0);
    expect(job.expiresAt).toBe('2026-11-24T02:00:01.000Z');

    const { file } = await download(merchant, job.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="transactions_20261121_0900.csv"; filename*=UTF-8\'\'transactions_20261121_0900.csv');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(Number(file.headers['content-length'])).toBe(job.size);
    expect(parseCsv(file.body)).toEqual([
      HEADINGS_EN,
      ['REF-001', '20/11/2026 10:00', '1500000', '15000', '1485000', 'Successful', 'Payment', 'QR payment', 'Cửa hàng Bến Thành', merchant.account.fullName],
      // Money out is negative, so that the Amount and Net columns add up to what the merchant kept.
      ['REF-RFD', '19/11/2026 08:00', '-120000', '1000', '-121000', 'Successful', 'Refund', 'Card payment', 'Cửa hàng Bến Thành', ''],
      // A reference a spreadsheet would run as a formula is neutralised.
      ['\'=HYPERLINK("http://x")', '18/11/2026 17:15', '99000', '0', '99000', 'Successful', 'Top-up', 'Mobile top-up', 'Shop, "Two"', ''],
    ]);
    // The database writes the file itself with COPY: in one statement on PostgreSQL, a range of rows at a time on
    // PGlite (copyCsv.test.ts and copyCsvChunks.test.ts compare them with the page-by-page writer's).
    const done = log.entries().find((entry) => entry.event === 'export.done' && entry.jobId === job.id);
    expect(done?.via).toBe('copy');
  });

  it('writes XLSX through the streaming writer, readable by exceljs with the same rows, in Vietnamese; amounts numbers, times dates', async () => {
    const job = await exported(merchant, { ...NOVEMBER_SUCCESS, format: 'xlsx', locale: 'vi', sort: [{ amount: 'asc' }] });
    expect(job).toMatchObject({ status: 'done', rows: 3, fileName: 'giao-dich_20261121_0900.xlsx' });
    const { file } = await download(merchant, job.id);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      HEADINGS_VI,
      // Sorted by the stored amount (a magnitude), shown signed: a refund is money out.
      // The time as the screen shows it (Ho Chi Minh City's clock), held as a date: 18/11/2026 17:15.
      ['=HYPERLINK("http://x")', new Date('2026-11-18T17:15:00Z'), 99_000, 0, 99_000, 'Thành công', 'Nạp tiền', 'Nạp tiền điện thoại', 'Shop, "Two"', undefined],
      ['REF-RFD', new Date('2026-11-19T08:00:00Z'), -120_000, 1_000, -121_000, 'Thành công', 'Hoàn tiền', 'Thanh toán thẻ', 'Cửa hàng Bến Thành', undefined],
      ['REF-001', new Date('2026-11-20T10:00:00Z'), 1_500_000, 15_000, 1_485_000, 'Thành công', 'Thanh toán', 'Thanh toán QR', 'Cửa hàng Bến Thành', merchant.account.fullName],
    ]);
    // A text cell is text in a workbook, never a formula; an amount a number, a time a date, each shown as on screen.
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2')).toMatchObject({ type: ExcelJS.ValueType.Date, numFmt: 'dd/mm/yyyy hh:mm' });
    expect(sheet.getCell('C2')).toMatchObject({ type: ExcelJS.ValueType.Number, numFmt: '#,##0' });
  });

  it('keeps each merchant to its own rows, and an employee whose role says so to their own shops', async () => {
    const job = await exported(other, { format: 'csv' });
    const { file } = await download(other, job.id);
    expect(parseCsv(file.body).slice(1).map((row) => row[0])).toEqual(['OTHER-1']);

    const employee = await createAccount(context.database, { code: merchant.account.code, type: 'submerchant', actions: [ACTIONS.exportTransactions, ACTIONS.exportedReports] });
    await limitToShops(context.database, employee.userId, [shopTwo]);
    const session = await signIn(suite.app, employee);
    const staff = { account: employee, headers: bearer(session.token, session.secondToken) };
    const own = await exported(staff, { format: 'csv' });
    const ownFile = await download(staff, own.id);
    expect(parseCsv(ownFile.file.body).slice(1).map((row) => row[0])).toEqual(['REF-002', '=HYPERLINK("http://x")'].map((ref) => (ref.startsWith('=') ? `'${ref}` : ref)));
  });

  it('lists only the caller\'s own jobs, newest first, and gives no ticket for another user\'s or merchant\'s job', async () => {
    const mine = (await post('exportedReports', {}, merchant.headers)).json();
    expect(mine.count).toBeGreaterThanOrEqual(2);
    expect(mine.data.length).toBe(mine.count);
    const created = (mine.data as ExportJob[]).map((job) => job.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const theirs = (await post('exportedReports', {}, other.headers)).json().data as ExportJob[];
    expect(theirs.map((job) => job.id)).not.toContain(mine.data[0].id);
    expect((await post('exportedReports', { limit: 1, skip: 1 }, merchant.headers)).json().data).toEqual([mine.data[1]]);

    const colleague = await signedIn(suite.app, context.database, { code: merchant.account.code, type: 'merchant' });
    for (const stranger of [other, colleague]) {
      const refused = await ticket(stranger, mine.data[0].id);
      expect(refused.statusCode).toBe(404);
    }
  });

  it('makes a ticket that works once, within its minute, and is never written to the access log', async () => {
    const job = await exported(merchant, { format: 'csv' });
    const first = await download(merchant, job.id);
    expect(first.url).toMatch(/^\/api\/report\/download\/[A-Za-z0-9_-]{43}$/);
    expect(first.file.statusCode).toBe(200);
    const again = await suite.app.inject({ url: first.url });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ err: 410, message: EXPORT_MESSAGES.ticketUsed, data: null });

    const late = (await ticket(merchant, job.id)).json().data.url as string;
    suite.clock.advance(61_000);
    expect((await suite.app.inject({ url: late })).statusCode).toBe(410);
    const unknown = await suite.app.inject({ url: '/api/report/download/not-a-ticket-anyone-was-given' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EXPORT_MESSAGES.ticketUnknown);
    expect(redactUrl(first.url)).toBe('/api/report/download/[Redacted]');
  });

  it('answers 429 beyond the merchant\'s active exports, and counts each merchant apart', async () => {
    const busy = await signedIn(suite.app, context.database, { type: 'merchant' });
    // Two exports still waiting (never handed to the queue here, so they stay queued).
    for (const index of [1, 2]) {
      await context.database.db.insert(exportJobs).values({
        id: `00000000-0000-4000-8000-00000000000${index}`, ownerId: busy.account.ownerId, userId: busy.account.userId, kind: 'transactions',
        format: 'csv', params: { locale: 'en', params: {} }, fileName: 'transactions.csv', createdAt: suite.clock.now(),
      });
    }
    const refused = await post('exportTransactions', { format: 'csv' }, busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      err: 429, message: EXPORT_MESSAGES.tooManyActive, data: { maxActive: testConfig().exports.maxActivePerMerchant, retryAfterSeconds: 30 },
    });
    // As every 429 of the document says: when to ask again.
    expect(refused.headers['retry-after']).toBe('30');
    expect((await post('exportTransactions', { format: 'csv' }, merchant.headers)).statusCode).toBe(200);
  });

  it('records as failed the jobs the queue can no longer run, which frees the merchant\'s exports', async () => {
    const stuck = await signedIn(suite.app, context.database, { type: 'merchant' });
    const ids = ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004'];
    for (const [index, id] of ids.entries()) {
      await context.database.db.insert(exportJobs).values({
        id, ownerId: stuck.account.ownerId, userId: stuck.account.userId, kind: 'transactions', format: 'csv',
        status: index === 0 ? 'queued' : 'running', params: { locale: 'en', params: {} }, fileName: 'transactions.csv', createdAt: suite.clock.now(),
      });
    }
    expect((await post('exportTransactions', { format: 'csv' }, stuck.headers)).statusCode).toBe(429);
    const sweep = (afterMs: number) => sweepExpiredExports({
      db: context.database.db, exportsDir: testConfig().exports.exportsDir, now: () => new Date(suite.clock.now().getTime() + afterMs),
    });
    const statuses = async () => (await context.database.db.select({ status: exportJobs.status, error: exportJobs.error })
      .from(exportJobs).where(inArray(exportJobs.id, ids)));
    await sweep(ABANDONED_AFTER_MS - 60_000);
    expect((await statuses()).map((row) => row.status).sort()).toEqual(['queued', 'running']);
    await sweep(ABANDONED_AFTER_MS + 60_000);
    expect(await statuses()).toEqual([{ status: 'failed', error: EXPORT_FAILURES.abandoned }, { status: 'failed', error: EXPORT_FAILURES.abandoned }]);
    expect((await post('exportTransactions', { format: 'csv' }, stuck.headers)).statusCode).toBe(200);
  });

  it('removes files past EXPORT_KEEP_HOURS; their download then answers 410', async () => {
    const job = await exported(merchant, { format: 'csv' });
    const [row] = await context.database.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    const file = path.join(testConfig().exports.exportsDir, row.storedPath!);
    expect(fs.existsSync(file)).toBe(true);
    const sweep = (hours: number) => sweepExpiredExports({
      db: context.database.db, exportsDir: testConfig().exports.exportsDir, now: () => new Date(suite.clock.now().getTime() + hours * 3_600_000),
    });
    await sweep(71);
    expect(fs.existsSync(file)).toBe(true);
    expect(await sweep(72)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    const gone = await ticket(merchant, job.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(EXPORT_MESSAGES.fileExpired);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['exportTransactions', { format: 'pdf' }, 'format'],
      ['exportTransactions', { locale: 'fr' }, 'locale'],
      ['exportTransactions', { queryInput: { status: 'lost' } }, 'queryInput.status'],
      ['exportTransactions', { queryInput: { ownerId: 1 } }, 'queryInput'],
      ['exportTransactions', { sort: [{ ownerId: 'asc' }] }, 'sort.0'],
      ['exportedReports', { limit: 0 }, 'limit'],
      ['downloadTicket', { id: 'nope' }, 'id'],
    ];
    for (const [call, payload, field] of cases) {
      const answer = await post(call, payload, merchant.headers);
      expect({ call, status: answer.statusCode, field: answer.json().data?.field }).toEqual({ call, status: 400, field: expect.stringContaining(field) });
    }
  });

  it('refuses users without the permission (403) and callers without a session (401)', async () => {
    const viewer = await signedIn(suite.app, context.database, { type: 'merchant', actions: [ACTIONS.findTransactions] });
    const id = '00000000-0000-4000-8000-000000000001';
    for (const [call, payload] of [['exportTransactions', { format: 'csv' }], ['exportedReports', {}], ['downloadTicket', { id }]] as const) {
      const forbidden = await post(call, payload, viewer.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(AUTH_MESSAGES.forbidden);
      expect((await post(call, payload, {})).statusCode).toBe(401);
    }
  });
});
