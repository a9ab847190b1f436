import autocannon, { type Result } from 'autocannon';
import type { Session } from '../server/api';
import { psql } from '../server/databases';
import { checkWrites, startWriter, type WriteCheck, type WriterFigures } from './checkoutWriter';
import { portalRequests } from './listLoad';
import { restartPostgres, watchOutage } from './restartPostgres';

export interface WritesFigures {
  writes: Omit<WriterFigures, 'receipts' | 'unexpected'> & { unexpected: number };
  check: WriteCheck;
  /** Null when no restart was made. */
  restart: { commandMs: number; databaseAwayMs: number } | null;
  /** The readers that ran beside the writer: answers per status, socket errors. */
  readers: { statuses: Record<string, number>; errors: number };
  /** The server process was still the same one afterwards, and its /api/health said the database was up. */
  serverSurvived: boolean;
  healthAfter: number;
  writeSeconds: number;
}

/** Background readers on the list and detail calls at `connections`, until stopped. */
const startReaders = (session: Session, shopId: number, connections: number) => {
  let stop: () => void = () => undefined;
  const result = new Promise<Result>((resolve, reject) => {
    const instance = autocannon({ url: session.url, connections, duration: 3_600, requests: portalRequests(session, shopId) },
      (error, figures) => (error ? reject(error) : resolve(figures)));
    stop = () => instance.stop();
  });
  return { stop: () => { stop(); return result; } };
};

/**
 * `count` checkout sales with Idempotency-Keys, under a background read load, with the PostgreSQL server
 * restarted once half of them are acknowledged. Then asks the database how many rows each sale made.
 */
export const writesUnderRestart = async (
  session: Session, shopId: number, databaseUrl: string, options: { count: number; restart: string | null; alive: () => boolean; exited: Promise<number | null> },
  log: (line: string) => void,
): Promise<WritesFigures> => {
  const readers = startReaders(session, shopId, 20);
  const started = performance.now();
  const writer = startWriter(session, shopId, options.count);
  let restart: WritesFigures['restart'] = null;
  if (options.restart) {
    let finished = false;
    writer.done.then(() => (finished = true), () => (finished = true));
    while (!finished && writer.acknowledgedSoFar() < options.count / 2) await new Promise((resolve) => setTimeout(resolve, 10));
    log(`  ${writer.acknowledgedSoFar()} sales acknowledged: restarting PostgreSQL (${options.restart})`);
    const outage = watchOutage(databaseUrl);
    const commandMs = await restartPostgres(options.restart);
    restart = { commandMs, databaseAwayMs: await outage.stop() };
    log(`  restart command took ${commandMs} ms; the database refused connections for ${restart.databaseAwayMs} ms`);
  }
  // A server that died would leave the writer retrying for ever: its exit ends the run, with its output.
  const figures = await Promise.race([writer.done, options.exited.then((code) => {
    throw new Error(`the server exited (code ${code}) during the writes`);
  })]);
  const writeSeconds = Math.round((performance.now() - started) / 100) / 10;
  const read = await readers.stop();
  const rows = (await psql(databaseUrl, `select t.amount, t.id from transactions t join loyalty_events e
    on e.transaction_id = t.id and e.kind = 'earn' where e.customer_phone = '${writer.phone}'`))
    .split('\n').filter(Boolean).map((line) => {
      const [amount, id] = line.split('|').map(Number);
      return { amount, id };
    });
  const health = await fetch(`${session.url}/api/health`).then((response) => response.status, () => 0);
  const { receipts: _receipts, unexpected, ...counts } = figures;
  for (const answer of unexpected.slice(0, 5)) log(`  unexpected answer ${answer.status}: ${answer.body}`);
  return {
    writes: { ...counts, unexpected: unexpected.length },
    check: checkWrites(figures, rows),
    restart,
    readers: {
      statuses: Object.fromEntries(Object.entries(read.statusCodeStats).map(([status, { count }]) => [status, count])),
      errors: read.errors,
    },
    serverSurvived: options.alive(),
    healthAfter: health,
    writeSeconds,
  };
};
