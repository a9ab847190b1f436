import { DASHBOARD_CALLS, type DashboardCall, type DatabaseFigures, type Measured } from '../../../bench/server/figures';
import type { LoadFigures } from '../../../bench/server/load';
import { parseBenchOptions } from '../../../bench/server/options';
import {
  exportLinearity, exportRowsPerSecond, latencyGrowth, scaleResults, scaleVerdicts, type SizeRun,
} from '../../../bench/server/scale';
import { scaleTable } from '../../../bench/server/scaleReport';

/** The scale curve's rules (issue 33, target 4): sizes, growth ratios and verdicts, apart from any timing. */

const load = (p50: number, figures: Partial<LoadFigures> = {}): Measured<LoadFigures> =>
  ({ ok: true, figures: { p50, p99: p50 * 3, requestsPerSecond: 2000, requests: 40_000, failures: 0, timeouts: 0, non2xx: 0, ...figures } });

const exported = (ms: number, rows: number) =>
  ({ ok: true as const, figures: { ms, rows, bytes: rows * 120, idleRssMb: 100, peakRssMb: 120, peakAboveIdleMb: 20 } });

const database = (rows: number, p50: number, exportMs: number, overrides: Partial<DatabaseFigures> = {}): DatabaseFigures => ({
  database: 'postgres',
  seedMs: rows / 30,
  findTransactions: load(p50 * 4),
  findTransactionsAt10: load(p50),
  bare: load(2),
  export: exported(exportMs, rows),
  dashboard: Object.fromEntries(DASHBOARD_CALLS.map((path) => [path, load(p50 * 2)])) as Record<DashboardCall, Measured<LoadFigures>>,
  ...overrides,
});

const run = (rows: number, figures: DatabaseFigures): SizeRun => ({ rows, copy: { ms: rows / 400, bytes: rows * 117, rows }, databases: [figures] });
const find = (list: ReturnType<typeof scaleVerdicts>, measure: string) => list.find((verdict) => verdict.measure === measure)!;

describe('--rows', () => {
  test('one size by default, a list measured smallest first', () => {
    expect(parseBenchOptions([], {}).rows).toEqual([1_000_000]);
    expect(parseBenchOptions(['--rows', '10000000,1000000'], {}).rows).toEqual([1_000_000, 10_000_000]);
    expect(parseBenchOptions(['--rows', '20000, 200000,3e6'], {}).rows).toEqual([20_000, 200_000, 3_000_000]);
  });

  test('refuses a size that is not a positive whole number, an empty one, or one listed twice', () => {
    expect(() => parseBenchOptions(['--rows', '1000000,1.5'], {})).toThrow('--rows must be a positive whole number, got "1.5"');
    expect(() => parseBenchOptions(['--rows', '1000000,'], {})).toThrow('--rows must be a positive whole number, got ""');
    expect(() => parseBenchOptions(['--rows', '0'], {})).toThrow('--rows must be a positive whole number');
    expect(() => parseBenchOptions(['--rows', '1000,1000'], {})).toThrow('--rows lists a size twice');
  });
});

describe('ratios', () => {
  test('latency: the largest size\'s p50 over the smallest\'s; none without both or from a 0 ms p50', () => {
    expect(latencyGrowth(load(10), load(12))).toBe(1.2);
    expect(latencyGrowth(load(0), load(3))).toBeNull();
    expect(latencyGrowth({ ok: false, reason: 'HTTP 404' }, load(3))).toBeNull();
    expect(latencyGrowth(undefined, load(3))).toBeNull();
  });

  test('export: the time ratio over the rows ratio, 1.0 when linear', () => {
    expect(exportLinearity(exported(6000, 1_000_000), exported(60_000, 10_000_000))).toBe(1);
    expect(exportLinearity(exported(6000, 1_000_000), exported(90_000, 10_000_000))).toBe(1.5);
    expect(exportLinearity({ ok: false, reason: 'HTTP 500' }, exported(1, 1))).toBeNull();
    expect(exportRowsPerSecond(exported(5000, 1_000_000))).toBe(200_000);
  });
});

describe('verdicts: the largest size against the smallest', () => {
  test('within 1.2× and linear pass; a middle size does not count', () => {
    const list = scaleVerdicts([run(10_000_000, database(10_000_000, 12, 66_000)), run(1_000_000, database(1_000_000, 10, 6000)),
      run(3_000_000, database(3_000_000, 50, 1))]);
    expect(list.map((verdict) => verdict.pass)).toEqual(list.map(() => true));
    expect(find(list, 'findTransactions p50 at 10 connections')).toMatchObject({ value: '1.20× (10 → 12 ms)', target: '≤ 1.2×' });
    expect(find(list, 'CSV export time ÷ rows')).toMatchObject({ value: '1.10× (6.0 s → 66.0 s for 10.00× the rows)' });
    expect(list).toHaveLength(2 + DASHBOARD_CALLS.length + 1);
  });

  test('each measure misses past its limit, and a load with failed requests misses whatever its latency', () => {
    const large = database(10_000_000, 10, 73_000, {
      dashboard: { ...database(1, 10, 1).dashboard, '/api/transaction/topSellingSubmerchant': load(25), '/api/loyalty/getPoint': load(5, { failures: 2 }) },
    });
    const list = scaleVerdicts([run(1_000_000, database(1_000_000, 10, 6000)), run(10_000_000, large)]);
    expect(find(list, 'transaction/topSellingSubmerchant p50')).toMatchObject({ value: '1.25× (20 → 25 ms)', pass: false });
    expect(find(list, 'loyalty/getPoint p50')).toMatchObject({ value: '0.25× (20 → 5 ms), 2 failed requests', pass: false });
    expect(find(list, 'CSV export time ÷ rows').pass).toBe(false);
    expect(find(list, 'merchant/merchantBalance p50').pass).toBe(true);
  });

  test('a measure missing at either size says why, with no verdict', () => {
    const large = database(10_000_000, 10, 60_000, { export: { ok: false, reason: 'the export was not done after 900 s' } });
    const list = scaleVerdicts([run(1_000_000, database(1_000_000, 10, 6000)), run(10_000_000, large)]);
    expect(find(list, 'CSV export time ÷ rows')).toMatchObject({ value: 'the export was not done after 900 s', pass: null });
  });

  test('one size has no scale verdicts', () => {
    expect(scaleVerdicts([run(1_000_000, database(1_000_000, 10, 6000))])).toEqual([]);
  });

  test('the results keep every size and the verdicts; the table has a column per size', () => {
    const runs = [run(1_000_000, database(1_000_000, 10, 6000)), run(10_000_000, database(10_000_000, 11, 60_000))];
    expect(scaleResults(runs)).toMatchObject({ sizes: [1_000_000, 10_000_000], runs });
    const text = scaleTable(runs);
    expect(text).toContain('== postgres: scale from 1,000,000 to 10,000,000 sales');
    expect(text).toMatch(/findTransactions p50 \/ p99 at 10 connections\s+10 \/ 30 ms, 2,000\/s\s+11 \/ 33 ms, 2,000\/s\s+1\.10× \(10 → 11 ms\)\s+≤ 1\.2×\s+pass/);
    expect(text).toMatch(/CSV export of every sale\s+6\.0 s, 166,667 rows\/s\s+60\.0 s, 166,667 rows\/s\s+1\.00×/);
  });
});
