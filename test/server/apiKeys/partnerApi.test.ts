import { eq, sql } from 'drizzle-orm';
import { apiKeys, owners } from '../../../server/db/schema';
import { API_KEY_MESSAGES } from '../../../src/api/apiKeys';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';
import { DEMO, keyCalls, partnerGet, seedSmallDemo, signInAs } from './support';

// The partner API on both databases: what a DEMO01 key reads equals DEMO01's data in the database and never
// DEMO02's; the allow-list, the last use (once a minute) and the per-key rate limit with Retry-After.

describeEachDatabase('Partner API (/api/v1) with a DEMO01 key', (context) => {
  const suite = suiteApp(context);
  const calls = keyCalls(() => suite.app);
  let partner: Record<string, string>;
  let key: string;
  let demo01: number;
  let demo02: number;

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    partner = await signInAs(suite.app, DEMO.partner);
    key = (await calls.create(partner, DEMO.partner.password)).key;
    const rows = await context.database.db.select({ id: owners.id, code: owners.code }).from(owners);
    demo01 = rows.find((row) => row.code === 'DEMO01')!.id;
    demo02 = rows.find((row) => row.code === 'DEMO02')!.id;
  });

  const get = (url: string, extra = {}) => partnerGet(suite.app, url, key, extra);

  it('lists the merchant\'s transactions of a range and status, newest first, as the database holds them', async () => {
    const [range] = await context.database.rows<{ from: string; to: string }>(sql`
      select (min(created_at))::text as from, (max(created_at))::text as to from transactions where owner_id = ${demo01}`);
    const from = new Date(range.from);
    const to = new Date(new Date(range.to).getTime() - 7 * 86_400_000);
    const expected = await context.database.rows<{ id: number }>(sql`
      select id::int as id from transactions where owner_id = ${demo01} and status = 'success' and created_at between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
      order by created_at desc, id desc limit 100`);
    expect(expected.length).toBeGreaterThan(5);
    const query = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}&status=success&limit=100`;
    const answer = await get(`/api/v1/transactions?${query}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual(expected.map((row) => row.id));
    expect(body.data.every((row: { status: string }) => row.status === 'success')).toBe(true);
    expect(body.data[0]).not.toHaveProperty('userName');
    const [{ n }] = await context.database.rows<{ n: number }>(sql`
      select count(*)::int as n from transactions where owner_id = ${demo01} and status = 'success' and created_at between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`);
    expect(body.count).toBe(Math.min(n, 1000));

    const page = (await get(`/api/v1/transactions?${query.replace('limit=100', 'limit=5')}&skip=5`)).json();
    expect(page.data.map((row: { id: number }) => row.id)).toEqual(expected.slice(5, 10).map((row) => row.id));
    // Local times with their offset, as the README's curl example sends them.
    expect((await get('/api/v1/transactions?from=2026-11-01T00:00:00%2B07:00&to=2026-11-20T23:59:59%2B07:00&status=success&limit=50')).statusCode).toBe(200);
    expect((await get('/api/v1/transactions?limit=101')).json().data.field).toBe('limit');
    expect((await get('/api/v1/transactions?from=yesterday')).json().data.field).toBe('from');
  });

  it('reads one transaction with its net amount; DEMO02\'s answers 404 like an unknown one', async () => {
    const [mine] = await context.database.rows<{ id: number; amount: number; fee: number; reference: string }>(sql`
      select id::int as id, amount::float8 as amount, fee::float8 as fee, reference from transactions where owner_id = ${demo01} order by id limit 1`);
    const answer = await get(`/api/v1/transactions/${mine.id}`);
    expect(answer.json().data).toMatchObject({ id: mine.id, reference: mine.reference, amount: mine.amount, netAmount: mine.amount - mine.fee });
    const [theirs] = await context.database.rows<{ id: number }>(sql`select id::int as id from transactions where owner_id = ${demo02} order by id limit 1`);
    expect((await get(`/api/v1/transactions/${theirs.id}`)).statusCode).toBe(404);
    expect((await get('/api/v1/transactions/99999999')).statusCode).toBe(404);
  });

  it('lists the merchant\'s shops only, by name', async () => {
    const expected = await context.database.rows<{ id: number }>(sql`select id::int as id from shops where owner_id = ${demo01} order by name, id`);
    const answer = (await get('/api/v1/shops?limit=100')).json();
    expect(answer.data.map((shop: { id: number }) => shop.id)).toEqual(expected.map((row) => row.id));
    expect(answer.count).toBe(expected.length);
  });

  it('reads a customer\'s points at the merchant: DEMO02\'s points of the same person never count', async () => {
    const [customer] = await context.database.rows<{ phone: string }>(sql`
      select customer_phone as phone from loyalty_events where owner_id = ${demo01} and customer_phone is not null group by 1 order by 1 limit 1`);
    const [{ balance }] = await context.database.rows<{ balance: number }>(sql`
      select coalesce(sum(points), 0)::float8 as balance from loyalty_events where owner_id = ${demo01} and customer_phone = ${customer.phone}`);
    const spelled = `+84${customer.phone.slice(1)}`;
    expect((await get(`/api/v1/customers/${encodeURIComponent(spelled)}/points`)).json().data).toEqual({ phone: customer.phone, balance });
    const [other] = await context.database.rows<{ phone: string }>(sql`
      select customer_phone as phone from loyalty_events where owner_id = ${demo02} and customer_phone is not null
        and customer_phone not in (select customer_phone from loyalty_events where owner_id = ${demo01} and customer_phone is not null) limit 1`);
    expect((await get(`/api/v1/customers/${other.phone}/points`)).json().data).toEqual({ phone: other.phone, balance: 0 });
    expect((await get('/api/v1/customers/12345/points')).json().data.field).toBe('phone');
  });

  it('answers 401 with one message for a missing header, a malformed or an unknown key', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: `Bearer mpk_live_${'x'.repeat(43)}` }, { authorization: `Basic ${key}` }]) {
      const answer = await suite.app.inject({ method: 'GET', url: '/api/v1/shops', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ err: 401, message: API_KEY_MESSAGES.invalid, data: null });
    }
    // A session token is no key.
    expect((await suite.app.inject({ method: 'GET', url: '/api/v1/shops', headers: partner })).statusCode).toBe(401);
  });

  it('holds a key to its IP allow-list (CIDR, IPv6 too): 403 from elsewhere', async () => {
    const limited = await calls.create(partner, DEMO.partner.password, { ipAllow: ['203.0.113.0/24', '2001:db8::/32'] });
    expect((await partnerGet(suite.app, '/api/v1/shops', limited.key, { remoteAddress: '203.0.113.77' })).statusCode).toBe(200);
    expect((await partnerGet(suite.app, '/api/v1/shops', limited.key, { remoteAddress: '2001:db8::5' })).statusCode).toBe(200);
    const refused = await partnerGet(suite.app, '/api/v1/shops', limited.key, { remoteAddress: '198.51.100.1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.ipNotAllowed);
    expect((await partnerGet(suite.app, '/api/v1/shops', limited.key)).statusCode).toBe(403);
  });

  it('refuses a call outside the key\'s scopes with 403 naming the scope', async () => {
    const shopsOnly = await calls.create(partner, DEMO.partner.password, { scopes: ['shops:read'] });
    const answer = await partnerGet(suite.app, '/api/v1/transactions', shopsOnly.key);
    expect(answer.json()).toEqual({ err: 403, message: API_KEY_MESSAGES.scopeMissing, data: { scope: 'transactions:read' } });
    expect((await partnerGet(suite.app, '/api/v1/customers/0901234567/points', shopsOnly.key)).statusCode).toBe(403);
  });

  it('records the last use (time and address) at most once a minute', async () => {
    const fresh = await calls.create(partner, DEMO.partner.password);
    const stored = async () => (await context.database.db.select().from(apiKeys).where(eq(apiKeys.id, fresh.id)))[0];
    expect((await stored()).lastUsedAt).toBeNull();
    const first = suite.clock.now();
    await partnerGet(suite.app, '/api/v1/shops', fresh.key, { remoteAddress: '10.1.2.3' });
    expect(await stored()).toMatchObject({ lastUsedAt: first, lastUsedIp: '10.1.2.3' });
    suite.clock.advance(30_000);
    await partnerGet(suite.app, '/api/v1/shops', fresh.key, { remoteAddress: '10.1.2.4' });
    expect(await stored()).toMatchObject({ lastUsedAt: first, lastUsedIp: '10.1.2.3' });
    suite.clock.advance(30_000);
    await partnerGet(suite.app, '/api/v1/shops', fresh.key, { remoteAddress: '10.1.2.5' });
    expect(await stored()).toMatchObject({ lastUsedAt: suite.clock.now(), lastUsedIp: '10.1.2.5' });
    const listed = (await calls.post('detailApiKey', { id: fresh.id }, partner)).json().data;
    expect(listed).toMatchObject({ lastUsedAt: suite.clock.now().toISOString(), lastUsedIp: '10.1.2.5' });
  });
});

describeEachDatabase('Partner API rate limit per key', (context) => {
  const suite = suiteApp(context, { rates: { apiKeyPerMinute: 3 } });
  const calls = keyCalls(() => suite.app);
  let partner: Record<string, string>;

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    partner = await signInAs(suite.app, DEMO.partner);
  });

  it('answers 429 with Retry-After past the key\'s requests per minute; another key is not held back', async () => {
    const first = await calls.create(partner, DEMO.partner.password);
    const second = await calls.create(partner, DEMO.partner.password);
    const remaining: string[] = [];
    for (let call = 0; call < 3; call++) {
      const answer = await partnerGet(suite.app, '/api/v1/shops', first.key);
      expect(answer.statusCode).toBe(200);
      remaining.push(String(answer.headers.ratelimit));
    }
    // Told up front: the key's budget and what is left of it, beside the general limit every call counts against.
    expect(remaining.map((header) => /"partnerApi";r=(\d+)/.exec(header)?.[1])).toEqual(['2', '1', '0']);
    const limited = await partnerGet(suite.app, '/api/v1/shops', first.key);
    expect(limited.headers['ratelimit-policy']).toMatch(/^"api";q=\d+;w=60, "partnerApi";q=3;w=60$/);
    expect(limited.headers.ratelimit).toMatch(/"partnerApi";r=0;t=60$/);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ err: 429, message: API_KEY_MESSAGES.tooManyRequests, data: { retryAfterSeconds: 60 } });
    expect(limited.headers['retry-after']).toBe('60');
    expect((await partnerGet(suite.app, '/api/v1/shops', second.key)).statusCode).toBe(200);
    suite.clock.advance(60_000);
    expect((await partnerGet(suite.app, '/api/v1/shops', first.key)).statusCode).toBe(200);
  });
});
