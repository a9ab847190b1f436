/**
 * The scale curve (issue 33, target 4): the same measures at several sizes, and the largest size against the
 * smallest. Pure, so that the rules are tested (test/server/bench/scale.test.ts) apart from any timing.
 */
import type { CopyFigures } from './copyBaseline';
import type { ExportFigures } from './exportRun';
import { DASHBOARD_CALLS, type DatabaseFigures, type Measured, times, type Verdict } from './figures';
import type { LoadFigures } from './load';
import type { DatabaseKind } from './options';

/** One size of a run: the sales seeded, each database's figures, and \copy's on PostgreSQL. */
export interface SizeRun {
  rows: number;
  copy: CopyFigures | null;
  databases: DatabaseFigures[];
}

export const SCALE_TARGETS = {
  /** The list's p50 and each dashboard call's, largest size over smallest. */
  latencyGrowth: 1.2,
  /** The export's time ratio over its rows ratio: 1.0 is linear; up to 1.2 passes. */
  exportLinearity: 1.2,
} as const;

/** p50 at the largest size over p50 at the smallest (unrounded); null when either is missing or the smaller is 0 ms. */
export const latencyGrowth = (smallest: Measured<LoadFigures> | undefined, largest: Measured<LoadFigures> | undefined): number | null =>
  smallest?.ok && largest?.ok && smallest.figures.p50 > 0 ? largest.figures.p50 / smallest.figures.p50 : null;

/** How much faster than the rows the export time grew: (time ratio) ÷ (rows ratio); 1.0 is linear. */
export const exportLinearity = (smallest: Measured<ExportFigures>, largest: Measured<ExportFigures>): number | null =>
  smallest.ok && largest.ok && smallest.figures.ms > 0 && smallest.figures.rows > 0 && largest.figures.rows > 0
    ? (largest.figures.ms / smallest.figures.ms) / (largest.figures.rows / smallest.figures.rows) : null;

/** Rows written per second of the export's wall time. */
export const exportRowsPerSecond = (exported: Measured<ExportFigures>): number | null =>
  exported.ok && exported.figures.ms > 0 ? Math.round(exported.figures.rows / (exported.figures.ms / 1000)) : null;

/** The scale measures: the list at both concurrencies, then each dashboard call, by name and where to find it. */
export const SCALE_LOADS: { measure: string; pick: (figures: DatabaseFigures) => Measured<LoadFigures> | undefined }[] = [
  { measure: 'findTransactions p50 at 10 connections', pick: (figures) => figures.findTransactionsAt10 },
  { measure: 'findTransactions p50 at 50 connections', pick: (figures) => figures.findTransactions },
  ...DASHBOARD_CALLS.map((path) => ({ measure: `${path.replace('/api/', '')} p50`, pick: (figures: DatabaseFigures) => figures.dashboard[path] })),
];
export const EXPORT_SCALE_MEASURE = 'CSV export time ÷ rows';

/** Why a pair of measures has no ratio: the first one's reason for not being measured. */
const reasonOf = <T>(...results: (Measured<T> | undefined)[]): string => {
  for (const result of results) if (result && !result.ok) return result.reason;
  return 'not measured';
};

const growthVerdict = (
  database: DatabaseKind, measure: string, smallest: Measured<LoadFigures> | undefined, largest: Measured<LoadFigures> | undefined,
): Verdict => {
  const target = `≤ ${SCALE_TARGETS.latencyGrowth}×`;
  if (!smallest?.ok || !largest?.ok) return { database, measure, target, value: reasonOf(smallest, largest), pass: null };
  const ratio = latencyGrowth(smallest, largest);
  if (ratio === null) return { database, measure, target, value: 'p50 0 ms at the smallest size', pass: null };
  // A load with failed requests is no latency to compare: errors answer fast.
  const failed = smallest.figures.failures + largest.figures.failures;
  const value = `${times(ratio)} (${smallest.figures.p50} → ${largest.figures.p50} ms)${failed ? `, ${failed} failed requests` : ''}`;
  return { database, measure, target, value, pass: failed === 0 && ratio <= SCALE_TARGETS.latencyGrowth };
};

const exportVerdict = (database: DatabaseKind, smallest: Measured<ExportFigures>, largest: Measured<ExportFigures>): Verdict => {
  const target = `≤ ${SCALE_TARGETS.exportLinearity}× (1.00× linear)`;
  if (!smallest.ok || !largest.ok) return { database, measure: EXPORT_SCALE_MEASURE, target, value: reasonOf(smallest, largest), pass: null };
  const ratio = exportLinearity(smallest, largest);
  if (ratio === null) return { database, measure: EXPORT_SCALE_MEASURE, target, value: 'not measured', pass: null };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const value = `${times(ratio)} (${seconds(smallest.figures.ms)} → ${seconds(largest.figures.ms)} for ${times(largest.figures.rows / smallest.figures.rows)} the rows)`;
  return { database, measure: EXPORT_SCALE_MEASURE, target, value, pass: ratio <= SCALE_TARGETS.exportLinearity };
};

/** Largest size against smallest, for each database measured at both; none with fewer than two sizes. */
export const scaleVerdicts = (runs: SizeRun[]): Verdict[] => {
  if (runs.length < 2) return [];
  const bySize = [...runs].sort((a, b) => a.rows - b.rows);
  const smallest = bySize[0];
  const largest = bySize[bySize.length - 1];
  return smallest.databases.flatMap((small) => {
    const large = largest.databases.find((figures) => figures.database === small.database);
    if (!large) return [];
    return [
      ...SCALE_LOADS.map(({ measure, pick }) => growthVerdict(small.database, measure, pick(small), pick(large))),
      exportVerdict(small.database, small.export, large.export),
    ];
  });
};

/** What last-results.json keeps of a run over several sizes. */
export interface ScaleResults {
  sizes: number[];
  runs: SizeRun[];
  verdicts: Verdict[];
}

export const scaleResults = (runs: SizeRun[]): ScaleResults =>
  ({ sizes: runs.map((run) => run.rows), runs, verdicts: scaleVerdicts(runs) });
