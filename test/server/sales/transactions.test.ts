import { eq, sql } from 'drizzle-orm';
import { shops } from '../../../server/db/schema';
import { ACTIONS } from '../../../src/api/permissions';
import { SALES_LIMITS } from '../../../src/api/sales';
import { describeEachDatabase } from '../support/databases';
import { addSales, addShop, randomSales, scopeToShops } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const FROM = new Date('2026-01-01T00:00:00+07:00');
const TO = new Date('2026-11-20T00:00:00+07:00');

describeEachDatabase('Sales: findTransactions and detailTransaction', (context) => {
  const suite = suiteApp(context);
  let merchantA: SignedIn;
  let merchantB: SignedIn;
  let shopsA: number[];
  let shopB: number;
  let idsA: number[];
  let idsB: number[];

  const post = (url: string, payload: unknown, headers = merchantA.headers) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown>, headers });
  const find = async (payload: Record<string, unknown>, headers = merchantA.headers) => {
    const answer = await post('/report/findTransactions', payload, headers);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: Record<string, unknown>[]; count: number; countIsLowerBound?: boolean; countIsEstimate?: boolean };
  };
  /** The ids the plain SQL finds for merchant A under a condition, in the list's default order. */
  const expectedIds = async (condition: ReturnType<typeof sql>) =>
    (await context.database.rows<{ id: number }>(sql`select id::float8 as id from transactions
      where owner_id = ${merchantA.account.ownerId} and ${condition} order by created_at desc, id desc`)).map((row) => row.id);

  beforeAll(async () => {
    merchantA = await signedIn(suite.app, context.database, { type: 'merchant' });
    merchantB = await signedIn(suite.app, context.database, { type: 'merchant' });
    const ownerA = merchantA.account.ownerId;
    shopsA = [await addShop(context.database, ownerA, 'Cửa hàng A1'), await addShop(context.database, ownerA, 'Cửa hàng A2')];
    shopB = await addShop(context.database, merchantB.account.ownerId, 'Cửa hàng B1');
    idsA = await addSales(context.database, randomSales(1, 150, { ownerId: ownerA, shopIds: [...shopsA, null], userIds: [merchantA.account.userId, null] }, FROM, TO, 'TA'));
    idsB = await addSales(context.database, randomSales(2, 50, { ownerId: merchantB.account.ownerId, shopIds: [shopB], userIds: [merchantB.account.userId] }, FROM, TO, 'TB'));
  });

  it('answers a page of 20, newest first, with the exact count and every row field', async () => {
    const answer = await find({});
    expect(answer.count).toBe(150);
    expect(answer.countIsLowerBound).toBe(false);
    expect(answer.data.map((row) => row.id)).toEqual((await expectedIds(sql`true`)).slice(0, SALES_LIMITS.pageSize));
    const withShop = answer.data.find((row) => row.shopId === shopsA[0]);
    expect(withShop).toMatchObject({ shopName: 'Cửa hàng A1', reference: expect.stringMatching(/^TA/), createdAt: expect.stringMatching(/Z$/) });
    expect(Object.keys(answer.data[0]).sort()).toEqual(
      ['amount', 'createdAt', 'fee', 'id', 'reference', 'serviceCode', 'shopId', 'shopName', 'status', 'type', 'userId', 'userName'].sort());
  });

  it.each([
    ['status', { status: 'pending' }, sql`status = 'pending'`],
    ['status in', { status: { in: ['pending', 'failed'] } }, sql`status in ('pending', 'failed')`],
    ['type', { type: 'refund' }, sql`type = 'refund'`],
    ['serviceCode', { serviceCode: 'CARD' }, sql`service_code = 'CARD'`],
    ['amount', { amount: { gte: 100000, lte: 200000 } }, sql`amount between 100000 and 200000`],
    ['createdAt', { createdAt: { gte: '2026-03-01T00:00:00+07:00', lte: '2026-03-31T23:59:59.999+07:00' } },
      sql`created_at between '2026-03-01T00:00:00+07:00' and '2026-03-31T23:59:59.999+07:00'`],
    ['reference', { reference: { contains: 'a00001' } }, sql`reference ilike '%a00001%'`],
  ])('filters by %s, alone, as the plain SQL does', async (_name, filter, condition) => {
    const expected = await expectedIds(condition);
    expect(expected.length).toBeGreaterThan(0);
    const answer = await find({ queryInput: filter, limit: 100 });
    expect(answer.count).toBe(expected.length);
    expect(answer.data.map((row) => row.id)).toEqual(expected.slice(0, 100));
  });

  it('filters by shop, and takes queryInput as JSON text', async () => {
    const expected = await expectedIds(sql`shop_id = ${shopsA[1]}`);
    const answer = await find({ queryInput: JSON.stringify({ shopId: shopsA[1] }), limit: 100 });
    expect(answer.data.map((row) => row.id)).toEqual(expected);
  });

  it.each([['createdAt', 'created_at'], ['amount', 'amount'], ['id', 'id']])('sorts by %s both ways, pages without overlap', async (field, column) => {
    for (const direction of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      for (let skip = 0; skip < 150; skip += 40) {
        const page = await find({ sort: [{ [field]: direction }], limit: 40, skip });
        seen.push(...page.data.map((row) => row.id as number));
      }
      const order = sql.raw(`${column} ${direction}, id ${direction}`);
      const expected = (await context.database.rows<{ id: number }>(sql`select id::float8 as id from transactions
        where owner_id = ${merchantA.account.ownerId} order by ${order}`)).map((row) => row.id);
      expect(seen).toEqual(expected);
    }
  });

  it.each([
    [{ limit: 0 }, 'limit'], [{ limit: 101 }, 'limit'], [{ skip: -1 }, 'skip'],
    [{ queryInput: { owner: 1 } }, 'queryInput'], [{ queryInput: { status: 'paid' } }, 'queryInput.status'],
    [{ queryInput: '{not json' }, 'queryInput'], [{ sort: [{ ownerId: 'asc' }] }, 'sort.0'],
    [{ queryInput: { createdAt: { gte: 'yesterday' } } }, 'queryInput.createdAt.gte'],
    [{ queryInput: { amount: { gte: -1 } } }, 'queryInput.amount.gte'],
    // A range that ends below its start matches nothing: said, not answered with an empty page.
    [{ queryInput: { amount: { gte: 500_000, lte: 100_000 } } }, 'queryInput.amount.lte'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const answer = await post('/report/findTransactions', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.field).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
  });

  it('skips past the end to an empty page, with the count', async () => {
    expect(await find({ skip: 1000 })).toMatchObject({ data: [], count: 150 });
  });

  it('never shows another merchant\'s rows: by list, by its shop filter, by detail id', async () => {
    const mine = await find({ limit: 100, skip: 0 }, merchantB.headers);
    expect(mine.count).toBe(50);
    expect(mine.data.every((row) => String(row.reference).startsWith('TB'))).toBe(true);
    expect(await find({ queryInput: { shopId: shopB } })).toMatchObject({ data: [], count: 0 });
    const foreign = await post('/report/detailTransaction', { id: idsB[0] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('dataNotFound');
    expect((await post('/report/detailTransaction', { id: 999_999_999 })).statusCode).toBe(404);
  });

  it('details a transaction: shop, employee, fee and net amount; the id also as digits', async () => {
    // The net as an accountant adds it: money out (a refund, a withdrawal) negative, the fee always a cost.
    const [sale] = await context.database.rows<{ id: number; amount: number; fee: number; net: number; shop_id: number }>(sql`
      select id::float8 as id, amount::float8 as amount, fee::float8 as fee, shop_id,
        (case when type in ('refund', 'withdraw') then -amount else amount end - fee)::float8 as net from transactions
      where owner_id = ${merchantA.account.ownerId} and shop_id = ${shopsA[0]} and user_id is not null order by id limit 1`);
    const answer = await post('/report/detailTransaction', { id: String(sale.id) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: sale.id, amount: sale.amount, fee: sale.fee, netAmount: sale.net, shopId: shopsA[0], shopName: 'Cửa hàng A1',
      shopAddress: 'Cửa hàng A1 street', userId: merchantA.account.userId, userName: merchantA.account.fullName,
      userPhone: merchantA.account.username,
    });
    expect((await post('/report/detailTransaction', { id: 'abc' })).json().data.field).toBe('id');
    // A shop saved with its area's names: the address reads street, ward, district, province.
    await context.database.db.update(shops).set({ wardName: 'Phường Phúc Xá', districtName: 'Quận Ba Đình', provinceName: 'Thành phố Hà Nội' })
      .where(eq(shops.id, shopsA[0]));
    expect((await post('/report/detailTransaction', { id: sale.id })).json().data.shopAddress)
      .toBe('Cửa hàng A1 street, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội');
    await context.database.db.update(shops).set({ wardName: null, districtName: null, provinceName: null }).where(eq(shops.id, shopsA[0]));
  });

  it('shows an employee whose role has shop scope own only their shops\' sales, and 404 for the others', async () => {
    const employee = await signedIn(suite.app, context.database, { code: merchantA.account.code, type: 'submerchant' });
    await scopeToShops(context.database, employee.account.userId, [shopsA[0]]);
    const expected = await expectedIds(sql`shop_id = ${shopsA[0]}`);
    const answer = await find({ limit: 100 }, employee.headers);
    expect(answer.data.map((row) => row.id)).toEqual(expected);
    expect(answer.count).toBe(expected.length);
    const [other] = await expectedIds(sql`shop_id = ${shopsA[1]}`);
    expect((await post('/report/detailTransaction', { id: other }, employee.headers)).statusCode).toBe(404);
    expect((await post('/report/detailTransaction', { id: expected[0] }, employee.headers)).statusCode).toBe(200);
    expect(await find({ queryInput: { shopId: shopsA[1] } }, employee.headers)).toMatchObject({ data: [], count: 0 });
  });

  it('refuses callers without findtransactions (403), staff included', async () => {
    const without = await signedIn(suite.app, context.database, { code: merchantA.account.code, actions: [ACTIONS.findShops] });
    const staff = await signedIn(suite.app, context.database, { type: 'staff' });
    for (const headers of [without.headers, staff.headers]) {
      expect((await post('/report/findTransactions', {}, headers)).statusCode).toBe(403);
      expect((await post('/report/detailTransaction', { id: idsA[0] }, headers)).statusCode).toBe(403);
    }
    expect((await suite.app.inject({ method: 'POST', url: '/api/report/findTransactions', payload: {} })).statusCode).toBe(401);
  });

  it('counts exactly up to the bound, then answers the planner\'s estimate and says so', async () => {
    const big = await signedIn(suite.app, context.database, { type: 'merchant' });
    const rows = 3 * SALES_LIMITS.countBound;
    await context.database.rows(sql`insert into transactions (owner_id, service_code, amount, fee, status, type, reference, created_at)
      select ${big.account.ownerId}, 'QRPAY', 1000, 0, 'success', 'payment', 'BIG' || i, '2026-06-01T00:00:00Z'::timestamptz + i * interval '1 second'
      from generate_series(1, ${rows}) i`);
    await context.database.rows(sql`analyze transactions`);
    const estimated = await find({ limit: 1 }, big.headers);
    expect(estimated).toMatchObject({ countIsEstimate: true, countIsLowerBound: false });
    expect(estimated.count).toBeGreaterThan(SALES_LIMITS.countBound);
    expect(Math.abs(estimated.count - rows) / rows).toBeLessThan(0.5);
    // BIG100 and BIG1000 … BIG1009: under the bound, exact.
    expect(await find({ queryInput: { reference: { contains: 'BIG100' } } }, big.headers))
      .toMatchObject({ count: 11, countIsLowerBound: false, countIsEstimate: false });
  });
});
