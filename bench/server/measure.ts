import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarRange, presetRange } from '../../src/core/dateRanges';
import { findTransactionsAnswerSchema } from '../../src/api/sales';
import { DEMO_ACCOUNTS } from '../../server/db/demo/accounts';
import { DEMO_REFERENCE_DATE } from '../../server/db/seed';
import { CallFailed, type Session } from './api';
import type { BenchDatabase } from './databases';
import { runExport } from './exportRun';
import { DASHBOARD_CALLS, type DashboardCall, type DatabaseFigures, type Measured } from './figures';
import { loadCall, type LoadFigures } from './load';
import type { BenchOptions } from './options';
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

const measureLoad = async (session: Session, path: string, body: unknown, connections: number, duration: number): Promise<Measured<LoadFigures>> => {
  try {
    await probe(session, path, body);
    await loadCall(session, path, body, connections, WARM_UP_SECONDS);
    // autocannon walks away from the requests still in flight; the server answers them anyway (PGlite one by one).
    // One more request queues behind them: the measure starts on a drained server.
    await probe(session, path, body);
    return { ok: true, figures: await loadCall(session, path, body, connections, duration) };
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
  const server = await startChild('server/main.ts', {
    ...database.env, NODE_ENV: 'development', DEMO_DATA: '1',
    // The export queue's polling interval at its minimum (default 2 s): the measure is the export, not the wait for a poll.
    EXPORT_POLL_SECONDS: '0.5',
  }, '/api/health');
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

    log(`[${database.kind}] findTransactions at ${FIND_CONNECTIONS} connections for ${options.duration} s…`);
    const findTransactions = await measureLoad(session, FIND_PATH, FIND_BODY, FIND_CONNECTIONS, options.duration);
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
    return { database: database.kind, seedMs, findTransactions, bare, export: exported, dashboard };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver output:\n${server.output().slice(-4000)}`);
  } finally {
    await server.stop();
  }
};
