import { ACTIONS } from '../../../src/api/permissions';
import type { ExportJob } from '../../../src/api/sales';
import { finishedJob, parseCsv } from '../exportJobs/support';
import { describeEachDatabase } from '../support/databases';
import { addSales, addShop, scopeToShops } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { addEvents } from './support';

// earnPointHistory and exportEarnPointHistory on both databases: filters, order, paging, masking, tenancy.

interface Row {
  id: number;
  createdAt: string;
  customerPhone: string | null;
  shopId: number | null;
  shopName: string | null;
  transactionId: number | null;
  transactionReference: string | null;
  points: number;
  kind: string;
}

describeEachDatabase('Loyalty: earnPointHistory and its export', (context) => {
  const suite = suiteApp(context);
  let merchantA: SignedIn;
  let merchantB: SignedIn;
  let shopA1: number;
  let shopA2: number;
  let idsA: number[];
  let idsB: number[];
  let saleId: number;

  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url: `/api/loyalty/${url}`, payload: payload as Record<string, unknown>, headers });
  const list = async (payload: Record<string, unknown>, who = merchantA) => {
    const answer = await post('earnPointHistory', payload, who.headers);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: Row[]; count: number };
  };
  const exportedRows = async (who: SignedIn, payload: Record<string, unknown>): Promise<string[][]> => {
    suite.clock.advance(1_000);
    const started = await post('exportEarnPointHistory', payload, who.headers);
    expect(started.statusCode).toBe(200);
    const job: ExportJob = await finishedJob(suite.app, who.headers, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', kind: 'earnPoints' });
    const ticket = await suite.app.inject({ method: 'POST', url: '/api/report/downloadTicket', headers: who.headers, payload: { id: job.id } });
    const file = await suite.app.inject({ url: ticket.json().data.url });
    return parseCsv(file.body);
  };

  beforeAll(async () => {
    merchantA = await signedIn(suite.app, context.database, { type: 'merchant' });
    merchantB = await signedIn(suite.app, context.database, { type: 'merchant' });
    const ownerA = merchantA.account.ownerId;
    const ownerB = merchantB.account.ownerId;
    shopA1 = await addShop(context.database, ownerA, 'Cửa hàng A1');
    shopA2 = await addShop(context.database, ownerA, 'Cửa hàng A2');
    const shopB = await addShop(context.database, ownerB, 'Cửa hàng B1');
    [saleId] = await addSales(context.database, [{
      ownerId: ownerA, shopId: shopA1, userId: null, serviceCode: 'QRPAY', amount: 500_000, fee: 0, status: 'success', type: 'payment',
      reference: 'LOY-0001', createdAt: new Date('2026-11-10T03:00:00Z'),
    }]);
    idsA = await addEvents(context.database, [
      { ownerId: ownerA, shopId: shopA1, customerPhone: '0901234567', points: 50, kind: 'earn', transactionId: saleId, createdAt: '2026-11-10T03:00:00Z' },
      { ownerId: ownerA, shopId: shopA1, customerPhone: '0901234567', points: -20, kind: 'redeem', createdAt: '2026-11-11T03:00:00Z' },
      { ownerId: ownerA, shopId: shopA2, customerPhone: '0387654321', points: 30, kind: 'earn', createdAt: '2026-11-12T03:00:00Z' },
      { ownerId: ownerA, shopId: shopA2, customerPhone: '0387654321', points: -5, kind: 'expire', createdAt: '2026-10-01T03:00:00Z' },
      ...Array.from({ length: 26 }, (_, index) => ({
        ownerId: ownerA, shopId: index % 2 ? shopA1 : shopA2, customerPhone: '0912000111', points: index + 1, kind: 'earn' as const,
        createdAt: new Date(Date.UTC(2026, 8, 1 + index, 2)).toISOString(),
      })),
    ]);
    idsB = await addEvents(context.database, [
      { ownerId: ownerB, shopId: shopB, customerPhone: '0901234567', points: 99, kind: 'earn', createdAt: '2026-11-13T03:00:00Z' },
      { ownerId: ownerB, shopId: shopB, customerPhone: '0901234567', points: -9, kind: 'redeem', createdAt: '2026-11-14T03:00:00Z' },
    ]);
  });

  it('answers a page of 20, newest first, with every row field and the phone masked', async () => {
    const answer = await list({});
    expect(answer.count).toBe(30);
    expect(answer.data).toHaveLength(20);
    const times = answer.data.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(answer.data[0]).toMatchObject({ kind: 'earn', points: 30, shopId: shopA2, shopName: 'Cửa hàng A2', customerPhone: '038****321' });
    expect(answer.data.find((row) => row.transactionId === saleId)).toMatchObject({ transactionReference: 'LOY-0001', customerPhone: '090****567' });
    expect(Object.keys(answer.data[0]).sort()).toEqual(
      ['createdAt', 'customerPhone', 'id', 'kind', 'points', 'shopId', 'shopName', 'transactionId', 'transactionReference'].sort());
    // The whole number never leaves the server.
    const all = await list({ limit: 100 });
    expect(JSON.stringify(all)).not.toMatch(/0901234567|0387654321|0912000111/);
  });

  it.each([
    ['kind', { kind: 'redeem' }, (row: Row) => row.kind === 'redeem'],
    ['kind in', { kind: { in: ['redeem', 'expire'] } }, (row: Row) => row.kind !== 'earn'],
    ['shopId', { shopId: 0 }, (row: Row) => row.shopId === 0],
    ['createdAt', { createdAt: { gte: '2026-11-01T00:00:00+07:00', lte: '2026-11-30T23:59:59+07:00' } },
      (row: Row) => row.createdAt >= '2026-11'],
  ])('filters by %s', async (_name, filter, keep) => {
    const queryInput = 'shopId' in filter ? { shopId: shopA2 } : filter;
    const expected = (await list({ limit: 100 })).data.filter('shopId' in filter ? (row: Row) => row.shopId === shopA2 : keep);
    const answer = await list({ queryInput, limit: 100 });
    expect(answer.data.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(answer.count).toBe(expected.length);
    expect(answer.count).toBeGreaterThan(0);
  });

  it.each(['0901234567', '+84 901 234 567', '84901234567', '090.123.4567'])('filters by a phone typed as %s', async (phone) => {
    const answer = await list({ queryInput: { phone } });
    expect(answer.data.map((row) => row.id).sort()).toEqual([idsA[0], idsA[1]].sort());
  });

  it('sorts by points both ways and pages without overlap within the bounds', async () => {
    const up = await list({ sort: [{ points: 'asc' }], limit: 100 });
    expect(up.data.map((row) => row.points)).toEqual([...up.data.map((row) => row.points)].sort((a, b) => a - b));
    const seen: number[] = [];
    for (let skip = 0; skip < 30; skip += 7) seen.push(...(await list({ sort: [{ points: 'desc' }], limit: 7, skip })).data.map((row) => row.id));
    expect(new Set(seen).size).toBe(30);
    expect(seen.sort()).toEqual([...idsA].sort());
    expect((await list({ skip: 1_000 })).data).toEqual([]);
  });

  it('keeps each merchant to its own events, and an employee whose role says so to their own shops', async () => {
    const b = await list({ limit: 100 }, merchantB);
    expect(b.data.map((row) => row.id).sort()).toEqual([...idsB].sort());
    expect((await list({ queryInput: { shopId: shopA1 } }, merchantB)).count).toBe(0);
    const employee = await signedIn(suite.app, context.database, { type: 'submerchant', code: merchantA.account.code });
    await scopeToShops(context.database, employee.account.userId, [shopA1]);
    const own = await list({ limit: 100 }, employee);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((row) => row.shopId === shopA1)).toBe(true);
  });

  it('exports the rows the filter lists, masked, and only the caller\'s', async () => {
    const queryInput = { kind: 'earn', createdAt: { gte: '2026-11-01T00:00:00+07:00' } };
    const rows = await exportedRows(merchantA, { queryInput });
    expect(rows[0]).toEqual(['Date and time', 'Customer', 'Shop', 'Transaction', 'Kind', 'Points']);
    const listed = (await list({ queryInput })).data;
    expect(rows.slice(1).map((row) => [row[1], row[3], row[4], row[5]]))
      .toEqual(listed.map((row) => [row.customerPhone, row.transactionReference ?? '', 'Earned', String(row.points)]));
    const vietnamese = await exportedRows(merchantA, { queryInput: { kind: 'redeem' }, locale: 'vi' });
    expect(vietnamese).toEqual([
      ['Thời gian', 'Khách hàng', 'Cửa hàng', 'Giao dịch', 'Loại', 'Điểm'],
      ['11/11/2026 10:00', '090****567', 'Cửa hàng A1', '', 'Đổi điểm', '-20'],
    ]);
    const ofB = await exportedRows(merchantB, {});
    expect(ofB).toHaveLength(1 + idsB.length);
    expect(ofB.slice(1).every((row) => row[2] === 'Cửa hàng B1')).toBe(true);
    // Many pages: the keyset cursor neither skips nor repeats a row.
    const everything = await exportedRows(merchantA, {});
    expect(everything).toHaveLength(1 + idsA.length);
  });

  it.each([
    [{ queryInput: { phone: '12345' } }, 'queryInput.phone'],
    [{ queryInput: { kind: 'gift' } }, 'queryInput.kind'],
    [{ queryInput: { nope: 1 } }, 'queryInput'],
    [{ limit: 101 }, 'limit'],
    [{ skip: -1 }, 'skip'],
    [{ sort: [{ phone: 'asc' }] }, 'sort.0'],
    [{ queryInput: { createdAt: { gte: 'yesterday' } } }, 'queryInput.createdAt.gte'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    for (const call of ['earnPointHistory', 'exportEarnPointHistory']) {
      if (call === 'exportEarnPointHistory' && !('queryInput' in payload)) continue;
      const answer = await post(call, payload, merchantA.headers);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(field);
    }
  });

  it('refuses callers without earnpointhistory (403), staff included, and callers without a session (401)', async () => {
    const without = await signedIn(suite.app, context.database, { type: 'merchant', actions: [ACTIONS.findTransactions] });
    const staff = await signedIn(suite.app, context.database, { type: 'staff' });
    for (const headers of [without.headers, staff.headers]) {
      for (const call of ['earnPointHistory', 'exportEarnPointHistory', 'loyaltyRules']) expect((await post(call, {}, headers)).statusCode).toBe(403);
    }
    expect((await post('earnPointHistory', {}, {})).statusCode).toBe(401);
  });

  it('answers the loyalty rules of the configuration', async () => {
    const answer = await post('loyaltyRules', {}, merchantA.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ earnRatePercent: 10, pointValue: 1_000, settlementRate: 1_000, expiryDays: 365, redeemExpiryDays: 90 });
  });
});
