import autocannon from 'autocannon';
import { join } from 'node:path';
import type { Session } from '../server/api';
import { heapAfterGc, takeHeapSnapshot } from '../server/inspector';
import { FIND_BODY } from '../server/measure';
import { megabytes, residentBytes } from '../server/memory';

/** The portal's list and detail calls the load cycles through: what the shop and sales screens send. */
export const portalRequests = (session: Session, shopId: number) => {
  const post = (path: string, body: unknown) => ({
    method: 'POST' as const, path, headers: { ...session.headers, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return [
    // The shops screen's first page (the list contract: sort, filters, page).
    post('/api/shop/shopList', { sort: [{ name: 'asc' }], queryInput: { status: 'active' }, limit: 20, skip: 0 }),
    // The sales screen: last month's successful sales, newest first, a page of 20.
    post('/api/report/findTransactions', FIND_BODY),
    // One shop's detail screen.
    post('/api/shop/shopDetail', { id: shopId }),
  ];
};

export interface RoundFigures {
  round: number;
  requests: number;
  requestsPerSecond: number;
  /** Milliseconds (autocannon's histogram has 1 ms resolution). */
  p50: number;
  p99: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Socket errors and timeouts (autocannon counts a timeout among its errors). */
  errors: number;
  /** (non2xx + errors) / (requests + errors), in %. */
  errorRatePercent: number;
  /** The server child's resident memory right after the round (before the forced collection), MB. */
  rssMb: number;
  /** The server's V8 heap in use after a forced full garbage collection, right after the round, MB. */
  heapAfterGcMb: number;
  /** After that collection: the heap V8 reserves (used and room), memory outside it that objects hold, RSS; MB. */
  heapTotalMb: number;
  externalMb: number;
  rssAfterGcMb: number;
}

/** The server child as the rounds need it: its pid for RSS, its inspector for the heap after a collection. */
export interface LoadedServer {
  pid: number;
  inspectorUrl: string;
}

export const errorRate = (requests: number, non2xx: number, errors: number): number => {
  const attempts = requests + errors;
  return attempts === 0 ? 100 : Math.round(((non2xx + errors) / attempts) * 10_000) / 100;
};

/**
 * `rounds` rounds of `connections` connections for `duration` s each, cycling through the portal's calls. After
 * each round: the server's RSS, then its heap after a forced collection; with `heapSnapshots` (a directory), a heap
 * snapshot of the server too (before the first round and after each), to compare what stayed.
 */
export const runLoadRounds = async (
  session: Session, shopId: number, server: LoadedServer,
  { rounds, connections, duration, heapSnapshots }: { rounds: number; connections: number; duration: number; heapSnapshots?: string },
  log: (line: string) => void,
): Promise<RoundFigures[]> => {
  const snapshot = async (name: string) => {
    if (!heapSnapshots) return;
    const file = join(heapSnapshots, `${name}.heapsnapshot`);
    await takeHeapSnapshot(server.inspectorUrl, file);
    log(`  heap snapshot ${file}`);
  };
  const before = await heapAfterGc(server.inspectorUrl);
  log(`  before the load: heap after GC ${megabytes(before.usedBytes)} MB (of ${megabytes(before.totalBytes)} MB reserved, `
    + `external ${megabytes(before.externalBytes)} MB, RSS ${megabytes(before.rssBytes)} MB)`);
  await snapshot('round-0');
  const figures: RoundFigures[] = [];
  for (let round = 1; round <= rounds; round++) {
    const result = await autocannon({ url: session.url, connections, duration, requests: portalRequests(session, shopId) });
    const rssMb = megabytes(residentBytes(server.pid));
    const heap = await heapAfterGc(server.inspectorUrl);
    const row: RoundFigures = {
      round, requests: result.requests.total, requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors,
      errorRatePercent: errorRate(result.requests.total, result.non2xx, result.errors), rssMb,
      heapAfterGcMb: megabytes(heap.usedBytes), heapTotalMb: megabytes(heap.totalBytes), externalMb: megabytes(heap.externalBytes),
      rssAfterGcMb: megabytes(heap.rssBytes),
    };
    log(`  round ${round}: ${row.requestsPerSecond} requests/s, p50 ${row.p50} ms, p99 ${row.p99} ms, `
      + `errors ${row.errorRatePercent} % (${row.non2xx} non-2xx, ${row.errors} socket errors/timeouts), RSS ${rssMb} MB, `
      + `heap after GC ${row.heapAfterGcMb} MB (of ${row.heapTotalMb} MB reserved, external ${row.externalMb} MB, RSS ${row.rssAfterGcMb} MB)`);
    figures.push(row);
    await snapshot(`round-${round}`);
  }
  return figures;
};
