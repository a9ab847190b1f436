import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * What every browser-test server runs with: cheap password hashes (each sign-in through the screens would otherwise
 * cost a production scrypt), a test environment, warnings only.
 */
const SERVER_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: 'test' };

/**
 * A data folder holding the migrated database with the demo data set, made once per run (globalSetup) by
 * `npm run seed`: every server of the run starts on a copy of it instead of seeding its own.
 */
export const seedTemplate = (): string => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  execFileSync(TSX, ['server/db/seedCli.ts'], {
    cwd: ROOT, env: { ...process.env, ...SERVER_ENV, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore',
  });
  return dataDir;
};

const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

/** A fresh data folder: a copy of the run's seeded template when there is one, else empty (the server seeds it). */
const newDataDir = (): string => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
};

export const useTemplate = (dataDir: string): void => {
  process.env[TEMPLATE_ENV] = dataDir;
};

export const removeTemplate = (): void => {
  const template = process.env[TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
};

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
}

/** Starts `server/main.ts` on a free port with a data folder of its own (newDataDir) and waits for /api/health. */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = newDataDir();
  const child = spawn(TSX, ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...SERVER_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // From a seeded template a start takes seconds; seeding an empty folder takes a minute on a busy two-core machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within 180 s:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, process: child, output: () => output };
};

export const stopServer = async (server: { pid: number; dataDir: string }): Promise<void> => {
  try {
    process.kill(server.pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        process.kill(server.pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch {
    // already gone
  }
  rmSync(server.dataDir, { recursive: true, force: true });
};
