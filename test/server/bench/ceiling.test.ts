import { ceilingRatio, verdicts, type CeilingFigures, type Measured } from '../../../bench/server/figures';
import type { LoadFigures } from '../../../bench/server/load';
import { pgbenchScript } from '../../../bench/server/pgbench';

/** The list request against its database's ceiling (issue 33): the pgbench script and the ratio, apart from any timing. */

const load = (requestsPerSecond: number): Measured<LoadFigures> =>
  ({ ok: true, figures: { p50: 4, p99: 12, requestsPerSecond, requests: 40_000, failures: 0, timeouts: 0, non2xx: 0 } });

const run = (connections: number, tps: number) => ({ connections, tps, transactions: tps * 10, p50: 1, p99: 5, failed: 0 });
const ceiling: Measured<CeilingFigures> = { ok: true, figures: { statements: ['select 1', 'select 2'], pgbench: [run(10, 4000), run(50, 3000)] } };

test('the captured statements become one pgbench transaction, their values variables bound as parameters', () => {
  const { script, defines } = pgbenchScript([
    { text: 'select a from t where b = $1 and c = $2', values: ['x y', '2026-10-01T00:00:00.000Z'] },
    { text: 'select $1::int, $10', values: ['7', '1', '2', '3', '4', '5', '6', '7', '8', '9'] },
  ]);
  expect(script).toBe('select a from t where b = :q0_1 and c = :q0_2;\nselect :q1_1::int, :q1_10;\n');
  expect(defines.slice(0, 4)).toEqual(['-D', 'q0_1=x y', '-D', 'q0_2=2026-10-01T00:00:00.000Z']);
  expect(defines).toHaveLength(24);
});

test('a NULL value cannot be a pgbench variable: refused rather than sent as text', () => {
  expect(() => pgbenchScript([{ text: 'select $1', values: [null] }])).toThrow(/NULL/);
});

test('ratio: the server\'s requests/s over pgbench\'s transactions/s at the same concurrency', () => {
  expect(ceilingRatio(load(1500), ceiling, 50)).toBe(0.5);
  expect(ceilingRatio(load(1000), ceiling, 10)).toBe(0.25);
  expect(ceilingRatio(load(1000), ceiling, 20)).toBeNull();
  expect(ceilingRatio(load(1000), { ok: false, reason: 'PostgreSQL only' }, 50)).toBeNull();
});

test('the verdict at 50 connections: 0.5× passes, less misses', () => {
  const figures = (requestsPerSecond: number) => ({
    database: 'postgres' as const, seedMs: 1, findTransactions: load(requestsPerSecond), findTransactionsAt10: load(900), ceiling,
    bare: load(3000), export: { ok: false as const, reason: 'skipped' }, dashboard: {} as never,
  });
  const measure = 'findTransactions / pgbench (50 connections)';
  expect(verdicts(figures(1500), null).find((verdict) => verdict.measure === measure)).toMatchObject({ value: '0.50×', pass: true });
  expect(verdicts(figures(1400), null).find((verdict) => verdict.measure === measure)).toMatchObject({ value: '0.47×', pass: false });
  expect(verdicts(figures(1400), null).find((verdict) => verdict.measure === 'findTransactions at 10 connections')?.pass).toBe(true);
});
