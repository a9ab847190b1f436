import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../../../server/db/client';
import { owners, users } from '../../../server/db/schema';
import { databaseKinds, openMigratedDataDir, openTestDatabase, type TestDatabase } from '../support/databases';
import { suiteTempDir } from '../support/tempDir';

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

describe.each(databaseKinds())('production start with a demo account [%s]', (kind) => {
  let target: TestDatabase | undefined;
  afterAll(async () => {
    await target?.close();
  });
  const dataDir = suiteTempDir('mp-production-');

  it('exits non-zero with the reason on stderr, before listening', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir.path, NODE_ENV: 'production',
      STATIC_DIR: path.join(dataDir.path, 'no-app'), AUTH_SECRET: 'production-start-test',
    };
    delete env.DATABASE_URL;
    let database: Database;
    if (kind === 'postgres') {
      target = await openTestDatabase('postgres');
      env.DATABASE_URL = target.url;
      database = target.database;
    } else {
      database = await openMigratedDataDir(dataDir.path);
    }
    const [owner] = await database.db.insert(owners).values({ code: 'DEMO01', name: 'Demo Merchant JSC' }).returning();
    await database.db.insert(users).values({ ownerId: owner.id, username: '0901234567', fullName: 'x', passwordHash: 'x', type: 'merchant' });
    if (!target) await database.close();

    const started = run(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: ROOT, env, timeout: 60_000 });
    const failure = await started.then(() => null, (error: { code?: number; stdout: string; stderr: string }) => error);
    expect(failure).not.toBeNull();
    expect(failure!.code).toBe(1);
    expect(failure!.stderr).toContain('Refusing to start with NODE_ENV=production');
    expect(failure!.stderr).toContain('DEMO01 / 0901234567');
    expect(failure!.stdout).not.toContain('Merchant portal:');
    expect(`${failure!.stdout}${failure!.stderr}`).not.toContain('demo-merchant-2026');
  });
});
