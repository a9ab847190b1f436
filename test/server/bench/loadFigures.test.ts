import { AMOUNT_BASE, checkWrites, type WriterFigures } from '../../../bench/load/checkoutWriter';
import { errorRate, type RoundFigures } from '../../../bench/load/listLoad';
import { parseLoadOptions } from '../../../bench/load/options';
import { heapGrowthPercent, loadVerdicts } from '../../../bench/load/verdicts';

/** `npm run test:load`'s rules (bench/load), apart from any timing: error rate, memory growth, lost and doubled writes. */

const round = (heapAfterGcMb: number, errorRatePercent = 0, rssMb = 300, rssAfterGcMb = 170): RoundFigures =>
  ({ round: 1, requests: 1000, requestsPerSecond: 100, p50: 10, p99: 50, non2xx: 0, errors: 0, errorRatePercent, rssMb, heapAfterGcMb, heapTotalMb: 0, externalMb: 0, rssAfterGcMb });

const writer = (receipts: [number, number][]): WriterFigures => ({
  acknowledged: receipts.length, receipts: new Map(receipts), unavailable: 0, unavailableWithRetryAfter: 0, retries: 0, replayed: 0,
  connectionErrors: 0, unexpected: [], abandoned: 0,
});

test('the error rate counts non-2xx answers and socket errors over every attempt', () => {
  expect(errorRate(990, 5, 10)).toBe(1.5);
  expect(errorRate(1000, 0, 0)).toBe(0);
  expect(errorRate(0, 0, 0)).toBe(100);
});

test('memory: the heap kept after a collection, last round against the first, within 10 % either way', () => {
  expect(heapGrowthPercent([round(200), round(230), round(215)])).toBe(7.5);
  const [, memory] = loadVerdicts([round(200), round(210), round(221)]);
  expect(memory).toMatchObject({ value: '+10.5 % (RSS 300 → 300 MB)', pass: false });
  expect(loadVerdicts([round(200), round(200, 1)])[0]).toMatchObject({ pass: false });
  expect(loadVerdicts([round(200)])[1]).toMatchObject({ value: 'one round only', pass: false });
});

test('memory: RSS growing with the heap kept flat passes (RSS follows V8\'s sizing, not what the server keeps)', () => {
  const [, memory] = loadVerdicts([round(60, 0, 287.5), round(61, 0, 295.2), round(62, 0, 397.7)]);
  expect(memory).toMatchObject({ value: '+3.3 % (RSS 287.5 → 397.7 MB)', pass: true });
});

test('memory: RSS after the same collection, last round against the first, within 10 % (the issue\'s own measure)', () => {
  const [, , rss] = loadVerdicts([round(60, 0, 260, 176.3), round(60, 0, 240, 175.9), round(60, 0, 300, 176.8)]);
  expect(rss).toMatchObject({ value: '+0.3 % (176.3 → 176.8 MB)', pass: true });
  expect(loadVerdicts([round(60, 0, 300, 170), round(60, 0, 300, 190)])[2]).toMatchObject({ value: '+11.8 % (170 → 190 MB)', pass: false });
});

test('writes: an acknowledged sale without its row is lost, a sale with two rows is a duplicate', () => {
  const rows = [{ amount: AMOUNT_BASE, id: 11 }, { amount: AMOUNT_BASE + 1, id: 12 }, { amount: AMOUNT_BASE + 1, id: 13 }, { amount: AMOUNT_BASE + 3, id: 99 }];
  expect(checkWrites(writer([[0, 11], [1, 12], [2, 14], [3, 15]]), rows)).toEqual({ lost: 1, duplicates: 1, mismatched: 1, rows: 4 });
  expect(checkWrites(writer([[0, 11]]), [{ amount: AMOUNT_BASE, id: 11 }])).toEqual({ lost: 0, duplicates: 0, mismatched: 0, rows: 1 });
});

test('options: the issue\'s full run by default, a smoke run on request, bad values refused', () => {
  expect(parseLoadOptions([], {})).toMatchObject({
    duration: 60, rounds: 3, connections: 100, writes: 400, transactions: 100_000, parts: ['load', 'writes', 'shutdown'], restart: true,
    postgresUrl: 'postgres://postgres@127.0.0.1:5432/', heapSnapshots: undefined,
  });
  expect(parseLoadOptions(['--duration', '5', '--only', 'writes', '--no-restart', '--transactions', '0', '--heap-snapshots', '/tmp/s'], { LOAD_POSTGRES_URL: 'postgres://h/' }))
    .toMatchObject({ duration: 5, parts: ['writes'], restart: false, transactions: 0, postgresUrl: 'postgres://h/', heapSnapshots: '/tmp/s' });
  expect(() => parseLoadOptions(['--only', 'everything'])).toThrow('--only');
  expect(() => parseLoadOptions(['--rounds', '1.5'])).toThrow('--rounds');
});
