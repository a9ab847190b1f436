import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import type { App } from '../../../server/app';
import type { Config } from '../../../server/config';
import { wrapPool, type Database } from '../../../server/db/client';
import { buildAuthApp, createClock, type TestClock } from '../support/app';
import { openTestDatabase, type TestDatabase } from '../support/databases';
import { captureLog, type CapturedLog } from '../support/logCapture';

/** Sign-in requests one address may make per minute on each instance: low, so the shared limit is reached. */
export const SIGN_IN_LIMIT = 12;

/** One server instance: its own app, its own connection pool, its own log, listening on its own port. */
export interface Instance {
  name: string;
  app: App;
  base: string;
  log: CapturedLog;
}

export interface InstancePair {
  a: Instance;
  b: Instance;
  /** The shared PostgreSQL database, through A's pool (for fixtures). */
  database: Database;
  clock: TestClock;
  /** The local folders the instances use (shared files folder, or per-instance scratch space). */
  dir: string;
  close(): Promise<void>;
}

export interface PairOptions {
  /** S3_* settings both instances use; absent, a local files and exports folder both see at one path. */
  storage?: Config['storage'];
}

/**
 * Two instances over one PostgreSQL database, as two servers behind a load balancer would be: nothing in memory is
 * shared, only the database, the AUTH_SECRET (every instance must be given the same) and the storage. The test's
 * clock is the only thing both read: it stands for the wall clock two machines agree on.
 */
export const startPair = async ({ storage }: PairOptions = {}): Promise<InstancePair> => {
  const testDatabase: TestDatabase = await openTestDatabase('postgres');
  const secondPool = wrapPool(new Pool({ connectionString: testDatabase.url, max: 5 }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-instances-'));
  const clock = createClock();
  const start = async (name: string, database: Database): Promise<Instance> => {
    const log = captureLog('info');
    const app = await buildAuthApp(database, clock, {
      signInRatePerMinute: SIGN_IN_LIMIT,
      logger: log.logger,
      // With object storage each instance has a scratch folder of its own: what B serves must come from the bucket.
      uploads: { filesDir: path.join(dir, storage ? name : 'shared', 'files') },
      exports: { exportsDir: path.join(dir, storage ? name : 'shared', 'exports') },
      storage,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { name, app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, log };
  };
  const a = await start('A', testDatabase.database);
  const b = await start('B', secondPool);
  return {
    a, b, database: testDatabase.database, clock, dir,
    async close() {
      await Promise.allSettled([a.app.close(), b.app.close()]);
      await secondPool.close();
      await testDatabase.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The JSON envelope's parts (throws on a body that is not JSON). */
  json<T = unknown>(): { err: number; message: string; data: T } & Record<string, unknown>;
}

/** A real HTTP request to an instance. */
export const call = async (
  instance: Instance, url: string, options: { method?: string; headers?: Record<string, string>; json?: unknown; body?: FormData } = {},
): Promise<Answer> => {
  const headers = { ...options.headers, ...(options.json === undefined ? {} : { 'content-type': 'application/json' }) };
  const answer = await fetch(`${instance.base}${url}`, {
    method: options.method ?? (options.json === undefined && !options.body ? 'GET' : 'POST'),
    headers,
    body: options.json === undefined ? options.body : JSON.stringify(options.json),
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  return { status: answer.status, headers: answer.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
};

export const bearer = (token: string, secondToken: string): Record<string, string> => ({ authorization: `Bearer ${token}`, token: secondToken });
