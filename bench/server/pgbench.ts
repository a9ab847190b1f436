import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CapturedStatement } from './statementCapture';

const run = promisify(execFile);

export interface PgbenchFigures {
  connections: number;
  /** Transactions per second, one transaction being every statement of one request. */
  tps: number;
  transactions: number;
  /** Milliseconds, from pgbench's per-transaction log. */
  p50: number;
  p99: number;
  failed: number;
}

/**
 * A pgbench script running `statements` in order with their values: `$n` becomes a pgbench variable set with `-D`,
 * which `-M prepared` binds as a parameter of a prepared statement, as the server does. Answers the script and its
 * `-D` arguments.
 */
export const pgbenchScript = (statements: CapturedStatement[]): { script: string; defines: string[] } => {
  const defines: string[] = [];
  const lines = statements.map((statement, index) => {
    statement.values.forEach((value, at) => {
      if (value === null) throw new Error(`statement ${index + 1} binds NULL to $${at + 1}: pgbench variables cannot be NULL`);
      defines.push('-D', `q${index}_${at + 1}=${value}`);
    });
    return `${statement.text.replace(/\$(\d+)/g, (_match, number: string) => `:q${index}_${number}`)};`;
  });
  return { script: `${lines.join('\n')}\n`, defines };
};

const percentile = (sorted: number[], share: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : 0;

/** pgbench with `-M prepared`, `connections` clients on 2 threads for `duration` seconds, running `statements` as one transaction. */
export const runPgbench = async (
  url: string, statements: CapturedStatement[], connections: number, duration: number,
): Promise<PgbenchFigures> => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const { script, defines } = pgbenchScript(statements);
    const file = join(folder, 'request.sql');
    writeFileSync(file, script);
    const { stdout } = await run('pgbench', [
      '-n', '-M', 'prepared', '-c', String(connections), '-j', '2', '-T', String(duration), '-f', file, ...defines,
      '-l', `--log-prefix=${join(folder, 'log')}`, url,
    ], { maxBuffer: 16 * 1024 * 1024 });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
    if (!tps || !processed) throw new Error(`pgbench printed no figures:\n${stdout}`);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Each log line: client, transaction number, latency in µs, script, epoch seconds, µs.
    const latencies = readdirSync(folder).filter((name) => name.startsWith('log'))
      .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('\n'))
      .filter(Boolean).map((line) => Number(line.split(' ')[2]) / 1000).sort((a, b) => a - b);
    return {
      connections, tps: Math.round(Number(tps[1])), transactions: Number(processed[1]),
      p50: Math.round(percentile(latencies, 0.5) * 10) / 10, p99: Math.round(percentile(latencies, 0.99) * 10) / 10, failed,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
