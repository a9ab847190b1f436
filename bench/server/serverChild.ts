import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

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

export interface Child {
  url: string;
  /** The node process itself (not a tsx wrapper), so that /proc/<pid> is the server's own memory. */
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Resolves with the exit code when the process ends (null when a signal ended it). */
  exited: Promise<number | null>;
  /** True while the process runs. */
  alive: () => boolean;
  /** The DevTools WebSocket address when started with `inspect` (bench/server/inspector.ts speaks to it). */
  inspectorUrl: string | undefined;
}

export interface ChildOptions {
  /** How long `readyPath` may take to answer 200; default 120 s. */
  readyWithinMs?: number;
  /**
   * Start node with `--inspect` on a free loopback port (the bench reads the address node prints on stderr), so the
   * bench can force a garbage collection and read the heap through the DevTools protocol. Nothing attaches
   * until the bench asks.
   */
  inspect?: boolean;
}

const INSPECTOR_LINE = /Debugger listening on (ws:\/\/\S+)/;

const waitForExit = (child: ChildProcess, ms: number) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Runs `script` (TypeScript, through tsx's loader in the same node process) on a free port and waits until
 * `readyPath` answers 200. `env` adds to the bench's environment.
 */
export const startChild = async (
  script: string, env: Record<string, string>, readyPath: string, { readyWithinMs = 120_000, inspect = false }: ChildOptions = {},
): Promise<Child> => {
  const port = await freePort();
  const child = spawn(process.execPath, [...(inspect ? ['--inspect=127.0.0.1:0'] : []), '--import', 'tsx', script], {
    cwd: ROOT,
    // API_RATE_PER_MINUTE: a bench drives thousands of calls a minute from one session, far past a real caller's
    // budget; the limit's own cost (a map read) is still paid on every call.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', API_RATE_PER_MINUTE: '100000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await waitForExit(child, 15_000);
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not answer ${readyPath} within ${readyWithinMs / 1000} s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  // Node prints the address before it runs the script: it is in the output once the server answers.
  const inspectorUrl = inspect ? INSPECTOR_LINE.exec(output)?.[1] : undefined;
  if (inspect && !inspectorUrl) {
    await stop();
    throw new Error(`${script} printed no inspector address:\n${output}`);
  }
  return { url, pid: child.pid!, output: () => output, stop, exited, alive, inspectorUrl };
};

/** Runs a TypeScript script to its end (the seed CLI); rejects with its output when it fails. */
export const runScript = (script: string, args: string[], env: Record<string, string>): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}:\n${output}`))));
  });
