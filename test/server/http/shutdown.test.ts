import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { databaseKinds, openMigratedDataDir, openTestDatabase, type TestDatabase } from '../support/databases';
import { suiteTempDir } from '../support/tempDir';

const ROOT = path.resolve(__dirname, '../../..');

const get = (url: string, agent: http.Agent | false = false): Promise<{ status: number; body: string; connection?: string }> =>
  new Promise((resolve, reject) => {
    http.get(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
    }).on('error', reject);
  });

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** Starts `tsx server/main.ts` on a free port; resolves with its base URL once it listens. */
const startServer = (env: NodeJS.ProcessEnv): { child: ChildProcess; ready: Promise<string>; output: () => string } => {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Merchant portal: (http:\/\/\S+?)\//.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { child, ready, output: () => output };
};

describe.each(databaseKinds())('graceful shutdown [%s]', (kind) => {
  let target: TestDatabase | undefined;
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await target?.close();
  });
  // Removed after the server is stopped (hooks run in the order they are declared).
  const dataDir = suiteTempDir('mp-shutdown-');

  let baseUrl = '';
  // Starting the server is the set-up; what is tested is what it does on SIGTERM.
  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir.path, LOG_LEVEL: 'warn',
      NODE_ENV: 'test', STATIC_DIR: path.join(dataDir.path, 'no-app'), DEMO_DATA: '0',
    };
    delete env.DATABASE_URL;
    if (kind === 'postgres') {
      target = await openTestDatabase('postgres');
      env.DATABASE_URL = target.url;
    } else {
      // A migrated data folder: the server starts without initdb and every migration.
      await (await openMigratedDataDir(dataDir.path)).close();
    }
    const server = startServer(env);
    child = server.child;
    baseUrl = await server.ready;
  });

  it('on SIGTERM stops accepting, finishes the request in flight and exits 0 within 10 s', async () => {
    if (!child) throw new Error('the server did not start');
    const exit = exited(child);

    // On a kept-alive connection, as browsers and proxies send them.
    const keepAlive = new http.Agent({ keepAlive: true });
    const inFlight = get(`${baseUrl}/api/dev/delay?ms=1500`, keepAlive);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(get(`${baseUrl}/api/health`)).rejects.toThrow(/ECONNREFUSED/);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ err: 200, message: 'ok', data: { waitedMs: 1500 } });
    // The answer tells the client not to reuse the connection (http/closeOnShutdown.ts): its next request opens a
    // new one, which is refused, instead of being sent on a connection the server is closing (a reset).
    expect(answer.connection).toBe('close');
    keepAlive.destroy();
    expect(await exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  });
});
