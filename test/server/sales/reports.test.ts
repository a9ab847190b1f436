import { sql } from 'drizzle-orm';
import { ACTIONS } from '../../../src/api/permissions';
import { REPORT_MAX_DAYS } from '../../../src/api/sales';
import { describeEachDatabase } from '../support/databases';
import { addSales, addShop, randomSales, rawFigures, scopeToShops, type Sale } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const FROM = new Date('2025-12-01T00:00:00+07:00');
const TO = new Date('2026-11-21T00:00:00+07:00');
const YEAR = { from: '2025-11-25T00:00:00+07:00', to: '2026-11-24T23:59:59.999+07:00' };
const NOVEMBER = { from: '2026-11-01T00:00:00+07:00', to: '2026-11-30T23:59:59.999+07:00' };

describeEachDatabase('Sales: the dashboard reports, from the rollups', (context) => {
  const suite = suiteApp(context);
  let merchantA: SignedIn;
  let merchantB: SignedIn;
  let shopsA: number[];
  let shopB: number;

  const post = (url: string, payload: unknown, headers = merchantA.headers) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown>, headers });
  const data = async (url: string, payload: unknown, headers = merchantA.headers) => {
    const answer = await post(url, payload, headers);
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };
  const asFigures = (rows: { count: number; amount: number }[], key: (row: never) => string | number) =>
    Object.fromEntries(rows.filter((row) => row.count !== 0 || row.amount !== 0)
      .map((row) => [String(key(row as never)), { count: row.count, amount: row.amount }]));

  beforeAll(async () => {
    merchantA = await signedIn(suite.app, context.database, { type: 'merchant' });
    merchantB = await signedIn(suite.app, context.database, { type: 'merchant' });
    const ownerA = merchantA.account.ownerId;
    shopsA = [await addShop(context.database, ownerA, 'A1'), await addShop(context.database, ownerA, 'A2'), await addShop(context.database, ownerA, 'A3')];
    shopB = await addShop(context.database, merchantB.account.ownerId, 'B1');
    const owner = { ownerId: ownerA, shopIds: [...shopsA, null], userIds: [merchantA.account.userId, null] };
    // Several batches, then updates and deletes: the triggers must keep up with each kind of statement.
    await addSales(context.database, randomSales(11, 600, owner, FROM, TO, 'RA'));
    await addSales(context.database, randomSales(12, 300, owner, FROM, TO, 'RB'));
    await addSales(context.database, randomSales(13, 200, { ownerId: merchantB.account.ownerId, shopIds: [shopB], userIds: [merchantB.account.userId] }, FROM, TO, 'RC'));
    await context.database.rows(sql`update transactions set status = 'success' where reference like 'RB%' and status = 'pending'`);
    await context.database.rows(sql`update transactions set amount = amount + 1000, created_at = created_at - interval '5 days' where reference like 'RA00%'`);
    await context.database.rows(sql`delete from transactions where reference like 'RB01%'`);
  });

  it('keeps the rollups equal to the sales, day by day, through inserts, updates and deletes', async () => {
    const report = await data('/transaction/merchantSaleReport', NOVEMBER);
    expect(report.granularity).toBe('day');
    expect(report.points).toHaveLength(30);
    expect(asFigures(report.points, (row: { period: string }) => row.period)).toEqual(
      await rawFigures(context.database, merchantA.account.ownerId, 'day', '2026-11-01', '2026-11-30'));
    expect(report.totals.count).toBe(report.points.reduce((sum: number, point: { count: number }) => sum + point.count, 0));
  });

  it('groups by month above 62 days, every month present, and caps the range at two years (400 naming to)', async () => {
    const report = await data('/transaction/merchantSaleReport', YEAR);
    expect(report.granularity).toBe('month');
    expect(report.points.map((point: { period: string }) => point.period)).toEqual([
      '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(asFigures(report.points, (row: { period: string }) => row.period)).toEqual(
      await rawFigures(context.database, merchantA.account.ownerId, 'month', '2025-11-25', '2026-11-24'));
    const tooLong = await post('/transaction/merchantSaleReport', { from: '2024-01-01T00:00:00+07:00', to: new Date(Date.parse('2024-01-01T00:00:00+07:00') + REPORT_MAX_DAYS * 86_400_000).toISOString() });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.field).toBe('to');
    const reversed = await post('/transaction/shopSaleReport', { from: YEAR.to, to: YEAR.from });
    expect(reversed.json().data.field).toBe('to');
    expect((await post('/report/transactionByService', { from: 'today', to: YEAR.to })).json().data.field).toBe('from');
  });

  it('answers per shop (every shop, quiet ones with zeros), per service and the top employees as the plain SQL does', async () => {
    const shops = await data('/transaction/shopSaleReport', YEAR);
    expect(shops.map((row: { shopId: number }) => row.shopId).sort()).toEqual([...shopsA].sort());
    const raw = await rawFigures(context.database, merchantA.account.ownerId, 'shop_id', '2025-11-25', '2026-11-24');
    expect(asFigures(shops, (row: { shopId: number }) => row.shopId)).toEqual(Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'null')));
    const amounts = shops.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(await data('/transaction/shopSaleReport', { ...YEAR, limit: 1 })).toHaveLength(1);

    const services = await data('/report/transactionByService', YEAR);
    expect(asFigures(services, (row: { serviceCode: string }) => row.serviceCode))
      .toEqual(await rawFigures(context.database, merchantA.account.ownerId, 'service_code', '2025-11-25', '2026-11-24'));

    const top = await data('/transaction/topSellingSubmerchant', YEAR);
    const rawUsers = await rawFigures(context.database, merchantA.account.ownerId, 'user_id', '2025-11-25', '2026-11-24');
    expect(top).toEqual([{ userId: merchantA.account.userId, userName: merchantA.account.fullName, ...rawUsers[String(merchantA.account.userId)] }]);
  });

  it('counts a sale at 23:30 local time on the 1st for the 1st', async () => {
    const merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    const sale = (createdAt: string, amount: number): Sale => ({
      ownerId: merchant.account.ownerId, shopId: null, userId: null, serviceCode: 'QRPAY', amount, fee: 0, status: 'success', type: 'payment',
      reference: `L${amount}`, createdAt: new Date(createdAt),
    });
    await addSales(context.database, [sale('2026-10-01T16:30:00Z', 1000), sale('2026-10-01T17:30:00Z', 2000), sale('2026-09-30T17:00:00Z', 4000)]);
    const report = await data('/transaction/merchantSaleReport', { from: '2026-10-01T00:00:00+07:00', to: '2026-10-02T23:59:59.999+07:00' }, merchant.headers);
    expect(report.points).toEqual([{ period: '2026-10-01', count: 2, amount: 5000 }, { period: '2026-10-02', count: 1, amount: 2000 }]);
    expect(report.totals).toEqual({ count: 3, amount: 7000 });
  });

  it('keeps each merchant to its own figures, its own shops and services, and a foreign shop filter to zeros', async () => {
    const mine = await data('/transaction/merchantSaleReport', YEAR, merchantB.headers);
    const raw = await rawFigures(context.database, merchantB.account.ownerId, 'month', '2025-11-25', '2026-11-24');
    expect(asFigures(mine.points, (row: { period: string }) => row.period)).toEqual(raw);
    expect((await data('/transaction/shopSaleReport', YEAR, merchantB.headers)).map((row: { shopId: number }) => row.shopId)).toEqual([shopB]);
    const foreign = await data('/transaction/merchantSaleReport', { ...YEAR, shopId: shopB });
    expect(foreign.totals).toEqual({ count: 0, amount: 0 });
    const shopList = await post('/report/findShopList', {}, merchantB.headers);
    expect(shopList.json()).toMatchObject({ data: [{ id: shopB, name: 'B1', status: 'active' }], count: 1 });
    expect((await post('/report/findShopList', { queryInput: { id: shopB } })).json()).toMatchObject({ data: [], count: 0 });
  });

  it('lists the shop and service choices within the scope', async () => {
    const list = (await post('/report/findShopList', { queryInput: { name: { contains: 'a' } }, sort: [{ name: 'desc' }], limit: 2 })).json();
    expect(list).toMatchObject({ count: 3, data: [{ name: 'A3' }, { name: 'A2' }] });
    expect((await post('/report/findShopList', { queryInput: { city: 'x' } })).json().data.field).toMatch(/^queryInput/);
    const services = await data('/report/findServiceList', {});
    const raw = await context.database.rows<{ code: string }>(sql`select distinct service_code as code from transactions
      where owner_id = ${merchantA.account.ownerId} and status in ('success', 'pending') order by 1`);
    expect(services).toEqual(raw);
  });

  it('scopes an employee with shop scope own to their shops in every report', async () => {
    const employee = await signedIn(suite.app, context.database, { code: merchantA.account.code, type: 'submerchant' });
    await scopeToShops(context.database, employee.account.userId, [shopsA[1]]);
    const shops = await data('/transaction/shopSaleReport', YEAR, employee.headers);
    expect(shops.map((row: { shopId: number }) => row.shopId)).toEqual([shopsA[1]]);
    const report = await data('/transaction/merchantSaleReport', YEAR, employee.headers);
    expect(report.totals).toEqual({ count: shops[0].count, amount: shops[0].amount });
    expect((await post('/report/findShopList', {}, employee.headers)).json().count).toBe(1);
  });

  it('answers the balance (net of fees, less refunds and withdrawals; pending apart) and the points as the plain SQL does', async () => {
    const [expected] = await context.database.rows<{ available: number; pending: number }>(sql`
      select coalesce(sum(case when status <> 'success' then 0 when type in ('payment', 'topup') then amount - fee else -amount end), 0)::float8 as available,
        coalesce(sum(case when status = 'pending' and type in ('payment', 'topup') then amount - fee else 0 end), 0)::float8 as pending
      from transactions where owner_id = ${merchantA.account.ownerId}`);
    expect(await data('/merchant/merchantBalance', {})).toEqual({ ...expected, held: 0, currency: 'VND' });
    await context.database.rows(sql`insert into loyalty_events (owner_id, shop_id, points, kind) values
      (${merchantA.account.ownerId}, ${shopsA[0]}, 120, 'earn'), (${merchantA.account.ownerId}, ${shopsA[0]}, -20, 'redeem'),
      (${merchantB.account.ownerId}, ${shopB}, 999, 'earn')`);
    expect(await data('/loyalty/getPoint', {})).toEqual({ balance: 100, earned: 120, spent: 20, shopsOnly: false });
    expect(await data('/loyalty/getPoint', {}, merchantB.headers)).toEqual({ balance: 999, earned: 999, spent: 0, shopsOnly: false });
    // A customer redeems at the employee's shop more than was earned there: the shop's movements, not a balance.
    await context.database.rows(sql`insert into loyalty_events (owner_id, shop_id, points, kind) values
      (${merchantA.account.ownerId}, ${shopsA[1]}, 5, 'earn'), (${merchantA.account.ownerId}, ${shopsA[1]}, -6, 'redeem')`);
    const employee = await signedIn(suite.app, context.database, { code: merchantA.account.code, type: 'submerchant' });
    await scopeToShops(context.database, employee.account.userId, [shopsA[1]]);
    expect(await data('/loyalty/getPoint', {}, employee.headers)).toEqual({ balance: -1, earned: 5, spent: 6, shopsOnly: true });
  });

  it('keeps the points balance (a daily rollup) equal to the history through inserts, updates and deletes', async () => {
    const ownerA = merchantA.account.ownerId;
    const history = async () => (await context.database.rows<{ balance: number }>(sql`
      select coalesce(sum(points), 0)::float8 as balance from loyalty_events where owner_id = ${ownerA}`))[0].balance;
    // One statement of many rows, across days and kinds, one without a shop.
    await context.database.rows(sql`insert into loyalty_events (owner_id, shop_id, points, kind, created_at)
      select ${ownerA}, case when i % 7 = 0 then null else ${shopsA[1]}::int end, (i % 13) * case when i % 5 = 0 then -1 else 1 end,
        case when i % 5 = 0 then 'redeem' else 'earn' end, ${TO.toISOString()}::timestamptz - make_interval(hours => i * 5)
      from generate_series(1, 400) as g(i)`);
    expect((await data('/loyalty/getPoint', {})).balance).toBe(await history());
    await context.database.rows(sql`update loyalty_events set points = points * 2, created_at = created_at - interval '3 days'
      where owner_id = ${ownerA} and kind = 'earn' and points % 3 = 0`);
    await context.database.rows(sql`delete from loyalty_events where owner_id = ${ownerA} and points % 4 = 1`);
    const balance = await history();
    expect((await data('/loyalty/getPoint', {})).balance).toBe(balance);
    const [{ mismatched }] = await context.database.rows<{ mismatched: number }>(sql`
      select count(*)::int as mismatched from (
        select owner_id, (created_at at time zone 'Asia/Ho_Chi_Minh')::date as day, coalesce(shop_id, 0) as shop_id, kind,
          sum(points)::bigint as points, count(*)::bigint as events from loyalty_events group by 1, 2, 3, 4
        ) h full join (select * from loyalty_daily where points <> 0 or events <> 0) r using (owner_id, day, shop_id, kind)
      where h.points is distinct from r.points or h.events is distinct from r.events`);
    expect(mismatched).toBe(0);
  });

  it('refuses callers without the action of each call (403), staff included', async () => {
    const bare = await signedIn(suite.app, context.database, { code: merchantA.account.code, actions: [ACTIONS.findShops] });
    const staff = await signedIn(suite.app, context.database, { type: 'staff' });
    const calls: [string, unknown][] = [
      ['/transaction/merchantSaleReport', YEAR], ['/transaction/shopSaleReport', YEAR], ['/report/transactionByService', YEAR],
      ['/transaction/topSellingSubmerchant', YEAR], ['/report/findServiceList', {}],
      ['/loyalty/getPoint', {}], ['/merchant/merchantBalance', {}],
    ];
    for (const headers of [bare.headers, staff.headers]) {
      for (const [url, payload] of calls) expect([url, (await post(url, payload, headers)).statusCode]).toEqual([url, 403]);
    }
  });

  it('gives the shops to choose from to every screen that chooses one: an employee manager without sales reads them, others not', async () => {
    const manager = await signedIn(suite.app, context.database, { code: merchantA.account.code, type: 'submerchant', actions: [ACTIONS.findSubmerchants, ACTIONS.manageSubmerchants] });
    expect((await post('/report/findShopList', {}, manager.headers)).json().count).toBe(shopsA.length);
    const cashier = await signedIn(suite.app, context.database, { code: merchantA.account.code, type: 'submerchant', actions: [ACTIONS.checkout] });
    const staff = await signedIn(suite.app, context.database, { type: 'staff' });
    for (const headers of [cashier.headers, staff.headers]) expect((await post('/report/findShopList', {}, headers)).statusCode).toBe(403);
  });
});
