import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarRange, presetRange } from '../../src/core/dateRanges';
import { findTransactionsAnswerSchema } from '../../src/api/sales';
import { DEMO_ACCOUNTS } from '../../server/db/demo/accounts';
import { DEMO_REFERENCE_DATE } from '../../server/db/seed';
import { CallFailed, type Session } from './api';
import { backendPids, cpuBetween, cpuByPid, processCpuMs } from './cpu';
import { BENCH_DATABASE, type BenchDatabase } from './databases';
import { runExport } from './exportRun';
import {
  type CeilingFigures, type CpuPerRequest, DASHBOARD_CALLS, type DashboardCall, type DatabaseFigures, type ListLoadFigures, type Measured,
} from './figures';
import { loadCall, type LoadFigures } from './load';
import type { BenchOptions } from './options';
import { runPgbench } from './pgbench';
import { captureStatements } from './statementCapture';
import { startChild } from './serverChild';
import { signIn } from './signIn';

const FIND_PATH = '/api/report/findTransactions';

/** A month (the one before the demo's "today") and one status, newest first: the list screen's usual query. */
const month = presetRange('lastMonth', DEMO_REFERENCE_DATE);
export const FIND_BODY = {
  queryInput: { createdAt: { gte: month.from, lte: month.to }, status: 'success' },
  sort: [{ createdAt: 'desc' }],
  limit: 20,
  skip: 0,
};

/** The year of sales the seed spreads its rows over: the 365 local days up to the demo's "today". */
const year = calendarRange('2025-11-21', '2026-11-20');
const DASHBOARD_BODIES: Record<DashboardCall, unknown> = {
  '/api/transaction/merchantSaleReport': { from: year.from, to: year.to },
  '/api/transaction/shopSaleReport': { from: year.from, to: year.to },
  '/api/report/transactionByService': { from: year.from, to: year.to },
  '/api/transaction/topSellingSubmerchant': { from: year.from, to: year.to, limit: 5 },
  '/api/loyalty/getPoint': {},
  '/api/merchant/merchantBalance': {},
};

const DASHBOARD_CONNECTIONS = 10;
const FIND_CONNECTIONS = 50;
/** The latency target is at 10 connections; its throughput target at 50. */
const FIND_FEW_CONNECTIONS = 10;
/** JIT and connection pools warm up before each measure, outside it. */
const WARM_UP_SECONDS = 1;

const reasonOf = (error: unknown): string =>
  error instanceof CallFailed ? `HTTP ${error.status}` : error instanceof Error ? error.message.split('\n')[0] : String(error);

/** One request first: a call that is missing (404) or refused is reported as such instead of loaded. */
const probe = async (session: Session, path: string, body: unknown): Promise<unknown> => {
  const response = await fetch(`${session.url}${path}`, {
    method: 'POST', headers: { ...session.headers, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new CallFailed(path, response.status, text);
  return JSON.parse(text);
};

/** Reads CPU time before a measure and answers what was used per request after it. */
type CpuMeter = () => Promise<(requests: number) => Promise<CpuPerRequest>>;

const measureLoad = async (
  session: Session, path: string, body: unknown, connections: number, duration: number, meter?: CpuMeter,
): Promise<Measured<ListLoadFigures>> => {
  try {
    await probe(session, path, body);
    await loadCall(session, path, body, connections, WARM_UP_SECONDS);
    // autocannon walks away from the requests still in flight; the server answers them anyway (PGlite one by one).
    // One more request queues behind them: the measure starts on a drained server.
    await probe(session, path, body);
    const stop = await meter?.();
    const figures = await loadCall(session, path, body, connections, duration);
    return { ok: true, figures: stop ? { ...figures, cpu: await stop(figures.requests) } : figures };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
};

const perRequest = (ms: number | null, requests: number): number | null =>
  ms === null || requests === 0 ? null : Math.round((ms / requests) * 1000) / 1000;

/**
 * The server child's own CPU (user + system, from /proc) and, on PostgreSQL, its backends' (those serving the bench
 * database), per request. PGlite runs inside the server process: its database time is in the server's. And the
 * bench's own (autocannon runs in it), measured the same way: the three share the machine's cores.
 */
const cpuMeter = (serverPid: number, postgresUrl: string | undefined): CpuMeter => async () => {
  const serverBefore = processCpuMs(serverPid);
  const backendsBefore = postgresUrl ? cpuByPid(await backendPids(postgresUrl, BENCH_DATABASE)) : new Map<number, number>();
  const loadBefore = process.cpuUsage();
  return async (requests) => {
    const load = process.cpuUsage(loadBefore);
    const serverAfter = processCpuMs(serverPid);
    const backendsAfter = postgresUrl ? cpuByPid(await backendPids(postgresUrl, BENCH_DATABASE)) : new Map<number, number>();
    return {
      serverMs: perRequest(serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore, requests),
      databaseMs: postgresUrl ? perRequest(cpuBetween(backendsBefore, backendsAfter), requests) : null,
      loadMs: perRequest((load.user + load.system) / 1000, requests),
    };
  };
};

/**
 * The database's own ceiling for the list request: a second server on the same database, behind a relay that
 * records what it sends, answers one findTransactions; the statements of that request (texts and values as bound)
 * then run under pgbench -M prepared at the same concurrencies as the server was loaded with.
 */
const measureCeiling = async (
  database: BenchDatabase, session: Session, env: Record<string, string>, duration: number,
): Promise<Measured<CeilingFigures>> => {
  if (!database.url) return { ok: false, reason: 'PostgreSQL only' };
  const capture = await captureStatements(database.url);
  let statements;
  try {
    // No export polls while the request is captured: only the request's own statements go through the relay.
    const server = await startChild('server/main.ts', { ...env, DATABASE_URL: capture.url, EXPORT_POLL_SECONDS: '3600' }, '/api/health');
    try {
      const other = { ...session, url: server.url };
      // The first request may also note the session's last use (at most once a minute): the usual one comes after.
      await probe(other, FIND_PATH, FIND_BODY);
      // Two requests in a row must send the same statements: anything else ran beside them, so capture again.
      for (let attempt = 0; ; attempt += 1) {
        capture.take();
        await probe(other, FIND_PATH, FIND_BODY);
        const first = capture.take();
        await probe(other, FIND_PATH, FIND_BODY);
        const second = capture.take();
        const texts = (list: typeof first) => JSON.stringify(list.map((statement) => statement.text));
        if (texts(first) === texts(second)) {
          statements = second;
          break;
        }
        if (attempt === 4) throw new Error('two findTransactions requests in a row sent different statements');
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  } finally {
    await capture.close();
  }
  try {
    const pgbench = [];
    for (const connections of [FIND_FEW_CONNECTIONS, FIND_CONNECTIONS]) {
      log(`[${database.kind}] pgbench -M prepared -c ${connections} on the request's ${statements.length} statements for ${duration} s…`);
      pgbench.push(await runPgbench(database.url, statements, connections, duration));
    }
    return { ok: true, figures: { statements: statements.map((statement) => statement.text), pgbench } };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
};

/** The bare route in its own process, answering exactly what the real call answered. */
const measureBare = async (answer: unknown, duration: number): Promise<Measured<LoadFigures>> => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const rowsFile = join(folder, 'answer.json');
  writeFileSync(rowsFile, JSON.stringify(answer));
  const bare = await startChild('bench/server/bareServer.ts', { BARE_ROWS_FILE: rowsFile }, '/health');
  try {
    return await measureLoad({ url: bare.url, headers: {} }, FIND_PATH, FIND_BODY, FIND_CONNECTIONS, duration);
  } finally {
    await bare.stop();
    rmSync(folder, { recursive: true, force: true });
  }
};

const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Starts the real server on `database` as a child process, signs in as the demo merchant, and takes every
 * measure: the export first, while the server is idle (so that "peak − idle" is not flattered by a heap the
 * load tests have grown), then findTransactions against the bare route, then the dashboard calls.
 */
export const measureDatabase = async (database: BenchDatabase, options: BenchOptions, seedMs: number): Promise<DatabaseFigures> => {
  const env = {
    ...database.env, NODE_ENV: 'development', DEMO_DATA: '1',
    // The export queue's polling interval at its minimum (default 2 s): the measure is the export, not the wait for a poll.
    EXPORT_POLL_SECONDS: '0.5',
  };
  const server = await startChild('server/main.ts', env, '/api/health');
  try {
    const merchant = DEMO_ACCOUNTS.find((account) => account.code === 'DEMO01' && account.type === 'merchant')!;
    const session = await signIn(server.url, merchant);

    log(`[${database.kind}] export of every sale to CSV…`);
    let exported: DatabaseFigures['export'];
    try {
      exported = { ok: true, figures: await runExport(session, server.pid) };
    } catch (error) {
      exported = { ok: false, reason: reasonOf(error) };
    }

    const meter = cpuMeter(server.pid, database.url);
    log(`[${database.kind}] findTransactions at ${FIND_FEW_CONNECTIONS} connections for ${options.duration} s…`);
    const findTransactionsAt10 = await measureLoad(session, FIND_PATH, FIND_BODY, FIND_FEW_CONNECTIONS, options.duration, meter);
    log(`[${database.kind}] findTransactions at ${FIND_CONNECTIONS} connections for ${options.duration} s…`);
    const findTransactions = await measureLoad(session, FIND_PATH, FIND_BODY, FIND_CONNECTIONS, options.duration, meter);
    const ceiling = database.url ? await measureCeiling(database, session, env, options.duration) : undefined;
    let bare: Measured<LoadFigures> = { ok: false, reason: 'no answer of findTransactions to serve' };
    if (findTransactions.ok) {
      const answer = findTransactionsAnswerSchema.parse(await probe(session, FIND_PATH, FIND_BODY));
      log(`[${database.kind}] bare route with the same ${answer.data.length} rows…`);
      bare = await measureBare(answer, options.duration);
    }

    const dashboard = {} as Record<DashboardCall, Measured<LoadFigures>>;
    for (const path of DASHBOARD_CALLS) {
      log(`[${database.kind}] ${path} at ${DASHBOARD_CONNECTIONS} connections for ${options.dashboardDuration} s…`);
      dashboard[path] = await measureLoad(session, path, DASHBOARD_BODIES[path], DASHBOARD_CONNECTIONS, options.dashboardDuration);
    }
    return {
      database: database.kind, seedMs, findTransactions, findTransactionsAt10, ...(ceiling ? { ceiling } : {}), bare, export: exported, dashboard,
    };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver output:\n${server.output().slice(-4000)}`);
  } finally {
    await server.stop();
  }
};
