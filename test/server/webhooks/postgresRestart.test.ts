import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { App } from '../../../server/app';
import { type Database, openDatabase } from '../../../server/db/client';
import type { WebhookEvent } from '../../../src/api/webhooks';
import { buildAuthApp, createClock } from '../support/app';
import { openTestDatabase, type TestDatabase } from '../support/databases';
import { seedSmallDemo } from '../apiKeys/support';
import { partnerWithEndpoint } from './partnerSales';
import { type Received, type Receiver, startReceiver } from './receiver';

// Delivery survives PostgreSQL dropping every connection, as its restart does (PostgreSQL only: PGlite has no
// server to lose). The delivering instance runs on the server's own pool (openDatabase: its bounds and error
// listeners) with a worker on the queue; every backend of the suite's database is then terminated from a separate
// connection. An event written just before (by an instance that does not deliver, so it waits in the outbox) and a
// sale recorded after are each delivered exactly once. The test waits for the receiver, not for time.

const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('Partner webhooks when PostgreSQL drops every connection [postgres]', () => {
  const clock = createClock();
  let testDatabase: TestDatabase;
  let served: Database | undefined;
  let delivering: App | undefined;
  let writer: App | undefined;
  let receiver: Receiver;

  /** Resolves when the receiver has had a request for which `wanted` holds, whether it came already or comes later. */
  const arrival = (wanted: (event: WebhookEvent) => boolean) => new Promise<Received>((resolve) => {
    const seen = () => receiver.received.find((request) => wanted(JSON.parse(request.body) as WebhookEvent));
    const check = (): void => {
      const found = seen();
      if (found) resolve(found);
      else void receiver.next().then(check);
    };
    check();
  });

  /** Resolves once the delivery of the sale `id` is recorded as delivered, reading it again every 50 ms until then. */
  const recorded = async (id: number): Promise<void> => {
    for (;;) {
      const [row] = await testDatabase.database.rows<{ status: string }>(sql`
        select d.status from webhook_deliveries d join webhook_events e on e.id = d.event_id where e.payload->>'id' = ${String(id)}`);
      if (row?.status === 'delivered') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Every backend of this database but the caller's, ended as a restart ends them; waits until each has gone. */
  const terminateEveryBackend = async () => {
    const admin = new Client({ connectionString: testDatabase.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows;
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    testDatabase = await openTestDatabase('postgres');
    // The suite's own pool (test support) is ended too: its idle connections' errors are expected, as the server's are.
    const { driver } = testDatabase.database;
    if (driver.kind === 'postgres') {
      driver.pool.on('error', () => undefined);
      driver.pool.on('connect', (client) => client.on('error', () => undefined));
    }
    await seedSmallDemo(testDatabase.database);
    receiver = await startReceiver();
    served = await openDatabase({ databaseUrl: testDatabase.url, dataDir: path.join(os.tmpdir(), 'merchant-portal-tests', 'unused') });
  });
  afterAll(async () => {
    await delivering?.close();
    await writer?.close();
    await served?.close();
    await receiver?.close();
    await testDatabase?.close();
  });

  it('delivers an event written just before, and a sale recorded after, each exactly once', async () => {
    const sessions = { sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 };
    delivering = await buildAuthApp(served!, clock, { auth: sessions, webhooks: { workers: 1, pollSeconds: 0.5, sweepSeconds: 1 } });
    writer = await buildAuthApp(testDatabase.database, clock, { auth: sessions, webhooks: { workers: 0 } });
    await delivering.ready();
    const sales = await partnerWithEndpoint(delivering, receiver.url, ['transaction.created'], '0987000333');
    const sell = async (app: App, key: string, amount: number) => {
      const answer = await sales.sell(app, key, amount);
      expect(answer.statusCode).toBe(200);
      return answer.json().data.transactionId as number;
    };
    // The queue is up and delivering before PostgreSQL goes: a first sale arrives.
    const warmId = await sell(delivering, 'restart-sale-0', 10_000);
    await arrival((event) => event.data.id === warmId);
    // The receiver has it before the worker records it: on a busy machine the restart below could cut that recording
    // (an attempt the test would then see twice). The restart comes once the first delivery is written down.
    await recorded(warmId);

    // Written just before: the writer does not deliver, so the event waits in the outbox across the restart.
    const beforeId = await sell(writer, 'restart-sale-1', 20_000);
    const ended = await terminateEveryBackend();
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every((row) => row.ended)).toBe(true);

    // After: the first statements on the dropped connections fail; the pool opens new ones.
    let afterId: number | undefined;
    for (let attempt = 0; afterId === undefined && attempt < 3; attempt++) {
      const answer = await sales.sell(delivering, 'restart-sale-2', 30_000);
      // A statement on a connection the restart cut answers 503 (retry), as a client would then retry.
      if (answer.statusCode === 200) afterId = answer.json().data.transactionId as number;
      else expect(answer.statusCode).toBe(503);
    }
    expect(afterId).toBeDefined();

    await arrival((event) => event.data.id === beforeId);
    await arrival((event) => event.data.id === afterId);
    // The receiver has the last event before its delivery is recorded: closing the instance waits for the work under
    // way (pg-boss stops gracefully), so what is read next is what the instance did.
    await delivering.close();
    delivering = undefined;
    // Each delivery is done (none pending, held or scheduled again): nothing else will be sent.
    const deliveries = await testDatabase.database.rows<{ status: string; attempts: number; id: string }>(sql`
      select d.status, d.attempts, (e.payload->>'id') as id from webhook_deliveries d join webhook_events e on e.id = d.event_id
      where e.type = 'transaction.created' order by e.sequence`);
    expect(deliveries).toEqual([warmId, beforeId, afterId].map((id) => ({ status: 'delivered', attempts: 1, id: String(id) })));
    const sent = receiver.received.map((request) => (JSON.parse(request.body) as WebhookEvent).data.id);
    expect(sent.sort()).toEqual([warmId, beforeId, afterId].sort());
  });
});
