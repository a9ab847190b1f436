import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { App } from '../../../server/app';
import { openDatabase, POOL_SETTINGS, type Database } from '../../../server/db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, retryWhileUnavailable } from '../../../server/db/connectionErrors';
import { buildAuthApp, buildTestApp, createClock } from '../support/app';
import { databaseKinds, describeEachDatabase, openTestDatabase, type TestDatabase } from '../support/databases';
import { addShop } from '../support/sales';
import { signedIn, type SignedIn } from '../support/signIn';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';

/** A port nothing listens on: bound, read, closed. */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** What the pool and drizzle throw when PostgreSQL cannot be reached: a real error, not a made-up one. */
const refusedQueryError = async (): Promise<unknown> => {
  const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`, ...POOL_SETTINGS });
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
    throw new Error('the query reached a database');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
};

const coded = (code: string) => Object.assign(new Error(`error ${code}`), { code });

describe('a step retried while the database is out of reach', () => {
  /** Fails with each of `errors` in turn, then answers 'done'; counts its tries. */
  const failing = (...errors: Error[]) => {
    const step = { tries: 0, run: async () => {
      const error = errors[step.tries++];
      if (error) throw error;
      return 'done';
    } };
    return step;
  };

  it('runs again after a cut connection, and answers what the try that went through answered', async () => {
    const step = failing(coded('57P01'), new Error('Connection terminated unexpectedly'));
    await expect(retryWhileUnavailable(step.run, [0, 0])).resolves.toBe('done');
    expect(step.tries).toBe(3);
  });

  it('throws a refused statement or a bug at once, and the last failure once its waits are spent', async () => {
    const refused = failing(coded('23505'));
    await expect(retryWhileUnavailable(refused.run, [0, 0])).rejects.toMatchObject({ code: '23505' });
    expect(refused.tries).toBe(1);
    const away = failing(coded('57P01'), coded('08006'), coded('57P03'));
    await expect(retryWhileUnavailable(away.run, [0, 0])).rejects.toMatchObject({ code: '57P03' });
    expect(away.tries).toBe(3);
  });
});

describe('a database out of reach', () => {
  it('is told apart from a refused statement or a bug', async () => {
    const refused = await refusedQueryError();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // What PostgreSQL says while it restarts: the administrator ended the session, it is starting or stopping.
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNRESET']) expect(isDatabaseUnavailable(coded(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('failed query', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(true);
    // A broken unique key, a bad cast, a syntax error, a plain failure: not the database being away.
    for (const code of ['23505', '22P02', '42601']) expect(isDatabaseUnavailable(coded(code))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});

describeEachDatabase('the error handler and a database out of reach', (context) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(context.database);
    // A route of this test only: its query goes to a PostgreSQL server that is not there.
    app.get('/api/test/unreachable', { config: { public: true } }, async () => {
      throw await refusedQueryError();
    });
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After and the envelope, not 500', async () => {
    const answer = await app.inject('/api/test/unreachable');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(answer.json()).toEqual({ err: 503, message: 'serviceUnavailable', data: null });
  });
});

// The server's pool through a proxy that the test takes away and brings back: PostgreSQL only (PGlite runs in
// the process and cannot go away).
(databaseKinds().includes('postgres') ? describe : describe.skip)('a PostgreSQL server that goes away and comes back [postgres]', () => {
  let target: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;
  let owner: SignedIn;
  let shopId: number;

  beforeAll(async () => {
    target = await openTestDatabase('postgres');
    proxy = await startTcpProxy(target.url!);
    // As main.ts opens it: the pool's settings and error listeners are part of what is tested.
    database = await openDatabase({ databaseUrl: proxy.url, dataDir: '/nonexistent', onPoolError: () => undefined });
    app = await buildAuthApp(database, createClock());
    owner = await signedIn(app, target.database, { type: 'merchant' });
    shopId = await addShop(target.database, owner.account.ownerId, 'Quận 1');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await target?.close();
  });

  const checkout = (key: string) => app.inject({
    method: 'POST', url: '/api/loyalty/checkout', headers: { ...owner.headers, 'idempotency-key': key },
    payload: { phone: '0388000111', shopId, serviceCode: 'QRPAY', amount: 123_456 },
  });
  const salesOf = async () => (await target.database.rows<{ n: number }>(
    sql`select count(*)::int as n from transactions where owner_id = ${owner.account.ownerId} and amount = 123456`))[0].n;

  it('answers 503 with Retry-After while it is away, reconnects by itself, and the retried sale is made once', async () => {
    const key = randomUUID();
    await proxy.takeAway();
    const away = await checkout(key);
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const list = await app.inject({ method: 'POST', url: '/api/shop/shopList', headers: owner.headers, payload: {} });
    expect(list.statusCode).toBe(503);
    expect(await salesOf()).toBe(0);

    await proxy.bringBack();
    const retried = await checkout(key);
    expect(retried.statusCode).toBe(200);
    const again = await checkout(key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.transactionId).toBe(retried.json().data.transactionId);
    expect(await salesOf()).toBe(1);
  });

  it('replaces the connections a restart cut: a request on a cut one is 503, never 500, and the next ones succeed', async () => {
    // Pooled connections exist (the test above); the cut ends them under the pool's feet, and the process lives on.
    const list = () => Promise.all(Array.from({ length: 5 }, () =>
      app.inject({ method: 'POST', url: '/api/shop/shopList', headers: owner.headers, payload: {} })));
    await list();
    await proxy.takeAway();
    await proxy.bringBack();
    // A request may be handed a connection whose end the pool has not noticed yet: it fails, with Retry-After.
    for (const answer of await list()) {
      expect([200, 503]).toContain(answer.statusCode);
      if (answer.statusCode === 503) expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
    // Those connections are dropped: the next requests all get new ones.
    expect((await list()).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
