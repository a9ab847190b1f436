/**
 * `npm run test:load`: issue 15's reliability figures, on the machine's PostgreSQL server (LOAD_POSTGRES_URL,
 * default postgres://postgres@127.0.0.1:5432/), in a fresh database `load_test` dropped at the end:
 * 1. load: the portal's list and detail calls at 100 connections, three rounds of 60 s: requests/s, p50/p99,
 *    error rate, after each round the server's RSS and its heap after a forced garbage collection;
 * 2. writes: checkout sales with Idempotency-Keys while PostgreSQL restarts: 503 + Retry-After, none lost, none
 *    doubled, the server reconnects by itself;
 * 3. shutdown: SIGTERM under keep-alive load: requests in flight complete, new connections are refused, no
 *    client sees a reset, exit within 10 s.
 * Not part of `npm test`: it takes minutes and restarts the PostgreSQL server. Options: see options.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutShopsDataSchema } from '../../src/api/checkout';
import { DEMO_ACCOUNTS } from '../../server/db/demo/accounts';
import { call } from '../server/api';
import { megabytes, residentBytes } from '../server/memory';
import { type Child, startChild } from '../server/serverChild';
import { signIn } from '../server/signIn';
import { createLoadDatabase, type LoadDatabase, seedLoadDatabase } from './database';
import { runLoadRounds } from './listLoad';
import { parseLoadOptions } from './options';
import { restartCommand } from './restartPostgres';
import { shutdownUnderLoad } from './shutdownUnderLoad';
import { loadVerdicts, shutdownVerdicts, type Verdict, verdictTable, writesVerdicts } from './verdicts';
import { writesUnderRestart } from './writesUnderRestart';

const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The server as `npm start` runs it, on the load database. No setting is raised for the load: no per-user rate
 * limit applies to the list, detail and checkout calls (the limited ones are sign-in, captchas, uploads, reports
 * and the partner API), and the run signs in once per server. With the inspector open on loopback (nothing
 * attached until the bench asks): the load part reads the heap after a forced collection through it.
 */
const startServer = (database: LoadDatabase): Promise<Child> => startChild('server/main.ts', database.env, '/api/health', { inspect: true });

const merchant = DEMO_ACCOUNTS.find((account) => account.code === 'DEMO01' && account.type === 'merchant')!;

const main = async () => {
  const options = parseLoadOptions(process.argv.slice(2));
  const dataDir = mkdtempSync(join(tmpdir(), 'load-test-'));
  log(`npm run test:load: ${options.parts.join(', ')}; load average at the start ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  const database = await createLoadDatabase(options.postgresUrl, dataDir);
  const verdicts: Verdict[] = [];
  let server: Child | undefined;
  try {
    log(`seeding the demo data${options.transactions ? ` with ${options.transactions} sales` : ''} into ${database.url}…`);
    await seedLoadDatabase(database, options.transactions);
    server = await startServer(database);
    const session = await signIn(server.url, merchant);
    const [shop] = await call(session, '/api/loyalty/checkoutShops', checkoutShopsDataSchema, {});
    if (!shop) throw new Error('the demo merchant has no shop to sell at');
    log(`server pid ${server.pid}, RSS ${megabytes(residentBytes(server.pid))} MB after start and sign-in`);

    if (options.parts.includes('load')) {
      log(`\n1. Load: ${options.rounds} rounds × ${options.duration} s at ${options.connections} connections `
        + '(shopList, findTransactions, shopDetail in turn)');
      const loaded = { pid: server.pid, inspectorUrl: server.inspectorUrl! };
      verdicts.push(...loadVerdicts(await runLoadRounds(session, shop.id, loaded, options, log)));
    }

    if (options.parts.includes('writes')) {
      const command = options.restart ? restartCommand(options.restartCommand) : null;
      log(`\n2. Writes: ${options.writes} checkout sales (8 cashiers, Idempotency-Key each) beside 20 reading connections, `
        + (command ? 'PostgreSQL restarted halfway' : 'no restart (--no-restart, or no pg_ctlcluster: set LOAD_RESTART_COMMAND)'));
      const live = server;
      const figures = await writesUnderRestart(session, shop.id, database.url, { count: options.writes, restart: command, alive: () => live.alive(), exited: live.exited }, log);
      log(`  acknowledged ${figures.writes.acknowledged} in ${figures.writeSeconds} s; 503 answers ${figures.writes.unavailable} `
        + `(with Retry-After ${figures.writes.unavailableWithRetryAfter}); retries ${figures.writes.retries} `
        + `(${figures.writes.replayed} answered as replays); lost ${figures.check.lost}; mismatched ${figures.check.mismatched}; `
        + `duplicates ${figures.check.duplicates}; rows ${figures.check.rows}; abandoned ${figures.writes.abandoned}`);
      log(`  readers beside them: ${JSON.stringify(figures.readers.statuses)} by status, ${figures.readers.errors} socket errors`);
      if (figures.restart) log(`  database away ${figures.restart.databaseAwayMs} ms (restart command ${figures.restart.commandMs} ms)`);
      verdicts.push(...writesVerdicts(figures, options.writes));
    }

    if (options.parts.includes('shutdown')) {
      // A fresh server: the shutdown is measured on a process no earlier part has disturbed.
      await server.stop();
      server = await startServer(database);
      log(`\n3. Shutdown: SIGTERM to the server (pid ${server.pid}) after 3 s of 50 keep-alive clients and 5 slow (3 s) requests`);
      // The session is in the database: the new process takes it.
      const figures = await shutdownUnderLoad(server, { ...session, url: server.url }, shop.id, { clients: 50, slow: 5, loadMs: 3_000 });
      log(`  ${figures.answeredBefore} answers before the signal; in flight at the signal ${figures.inFlightAtSignal}, completed `
        + `${figures.inFlightCompleted} (slow ${figures.slowCompleted} of ${figures.slowInFlight}); after it: answers `
        + `${JSON.stringify(figures.afterSignal.statuses)} by status, ${figures.afterSignal.refused} new connections refused, `
        + `${figures.afterSignal.resets} resets${figures.afterSignal.resetDetails.length ? ` (${figures.afterSignal.resetDetails.join(', ')})` : ''}${figures.afterSignal.otherErrors.length ? `, other errors ${figures.afterSignal.otherErrors.join(', ')}` : ''}; `
        + `exit code ${figures.exitCode} after ${figures.exitMs} ms`);
      verdicts.push(...shutdownVerdicts(figures));
    }

    log(`\n${verdictTable(verdicts)}`);
    log(`\nload average at the end ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    if (verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
  } catch (error) {
    if (server) log(`server output:\n${server.output().slice(-4_000)}`);
    throw error;
  } finally {
    await server?.stop();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
