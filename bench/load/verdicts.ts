import type { RoundFigures } from './listLoad';
import type { ShutdownFigures } from './shutdownUnderLoad';
import type { WritesFigures } from './writesUnderRestart';

/** The targets (issue 15, "Reliability, measured"). */
export const TARGETS = { maxErrorRatePercent: 1, maxHeapGrowthPercent: 10, maxExitMs: 10_000 } as const;

export interface Verdict {
  measure: string;
  value: string;
  target: string;
  pass: boolean;
}

/**
 * The heap the server keeps (used after a forced full collection) after the last round against after the first, in %
 * (positive: grew). This, not RSS, is what "no memory growth across rounds" means: RSS follows how much heap V8
 * chose to reserve and when it last collected (the young generation and the old space's headroom grow with the
 * allocation rate, and freed pages go back to the system late if ever), so two rounds that leave the same live
 * objects may differ by 100 MB of RSS. A leak is memory still reachable after a full collection.
 */
export const heapGrowthPercent = (rounds: RoundFigures[]): number | null => growthPercent(rounds, 'heapAfterGcMb');

/**
 * Last round against the first, in % (positive: grew), of one of the memory figures. The issue's own words, "RSS
 * after the third round within 10 % of after the first", are judged on RSS after the same forced collection:
 * RSS right after a round (printed too) counts garbage not yet collected.
 */
export const growthPercent = (rounds: RoundFigures[], figure: 'heapAfterGcMb' | 'rssAfterGcMb'): number | null => {
  if (rounds.length < 2) return null;
  const first = rounds[0][figure];
  const last = rounds[rounds.length - 1][figure];
  return Math.round(((last - first) / first) * 1_000) / 10;
};

export const loadVerdicts = (rounds: RoundFigures[]): Verdict[] => {
  const worst = Math.max(...rounds.map((round) => round.errorRatePercent));
  const growth = heapGrowthPercent(rounds);
  const rssGrowth = growthPercent(rounds, 'rssAfterGcMb');
  const last = rounds[rounds.length - 1];
  return [
    { measure: 'load: error rate, worst round', value: `${worst} %`, target: `< ${TARGETS.maxErrorRatePercent} %`, pass: worst < TARGETS.maxErrorRatePercent },
    {
      measure: `load: heap after GC, round ${rounds.length} against round 1`,
      value: growth === null ? 'one round only' : `${growth > 0 ? '+' : ''}${growth} % (RSS ${rounds[0].rssMb} → ${rounds[rounds.length - 1].rssMb} MB)`,
      target: `within ${TARGETS.maxHeapGrowthPercent} %`, pass: growth !== null && Math.abs(growth) <= TARGETS.maxHeapGrowthPercent,
    },
    {
      measure: `load: RSS after GC, round ${rounds.length} against round 1`,
      value: rssGrowth === null ? 'one round only' : `${rssGrowth > 0 ? '+' : ''}${rssGrowth} % (${rounds[0].rssAfterGcMb} → ${last.rssAfterGcMb} MB)`,
      target: `within ${TARGETS.maxHeapGrowthPercent} %`, pass: rssGrowth !== null && Math.abs(rssGrowth) <= TARGETS.maxHeapGrowthPercent,
    },
  ];
};

export const writesVerdicts = (figures: WritesFigures, count: number): Verdict[] => [
  { measure: 'writes: acknowledged', value: String(figures.writes.acknowledged), target: String(count), pass: figures.writes.acknowledged === count },
  { measure: 'writes: lost (acknowledged, not in the database)', value: String(figures.check.lost + figures.check.mismatched), target: '0', pass: figures.check.lost + figures.check.mismatched === 0 },
  { measure: 'writes: duplicates (a sale with two rows)', value: String(figures.check.duplicates), target: '0', pass: figures.check.duplicates === 0 },
  {
    measure: 'writes: 503 answers carrying Retry-After', value: `${figures.writes.unavailableWithRetryAfter} of ${figures.writes.unavailable}`,
    target: 'all', pass: figures.writes.unavailableWithRetryAfter === figures.writes.unavailable,
  },
  {
    measure: 'writes: other failures (connection errors, unexpected answers)', value: `${figures.writes.connectionErrors} + ${figures.writes.unexpected}`,
    target: '0', pass: figures.writes.connectionErrors + figures.writes.unexpected === 0,
  },
  {
    measure: 'writes: the server survived and reconnected (/api/health)', value: `${figures.serverSurvived ? 'alive' : 'exited'}, ${figures.healthAfter}`,
    target: 'alive, 200', pass: figures.serverSurvived && figures.healthAfter === 200,
  },
  ...(figures.restart ? [{
    measure: 'writes: the restart was seen (503s during it)', value: String(figures.writes.unavailable), target: '> 0', pass: figures.writes.unavailable > 0,
  }] : []),
];

export const shutdownVerdicts = (figures: ShutdownFigures): Verdict[] => [
  {
    measure: 'shutdown: requests in flight at SIGTERM completed', value: `${figures.inFlightCompleted} of ${figures.inFlightAtSignal}`,
    target: 'all', pass: figures.inFlightAtSignal > 0 && figures.inFlightCompleted === figures.inFlightAtSignal,
  },
  {
    measure: 'shutdown: slow requests (3 s) in flight answered 200', value: `${figures.slowCompleted} of ${figures.slowInFlight}`,
    target: 'all', pass: figures.slowCompleted === figures.slowInFlight,
  },
  { measure: 'shutdown: load before the signal (answers, errors)', value: `${figures.answeredBefore}, ${figures.errorsBefore.length}`, target: '> 0, 0', pass: figures.answeredBefore > 0 && figures.errorsBefore.length === 0 },
  { measure: 'shutdown: connections reset', value: String(figures.afterSignal.resets + figures.afterSignal.otherErrors.length), target: '0', pass: figures.afterSignal.resets + figures.afterSignal.otherErrors.length === 0 },
  { measure: 'shutdown: new connections refused after SIGTERM', value: String(figures.afterSignal.refused), target: '> 0', pass: figures.afterSignal.refused > 0 },
  {
    measure: 'shutdown: exit', value: figures.exitMs === null ? 'not within 20 s' : `code ${figures.exitCode} after ${figures.exitMs} ms`,
    target: `code 0 within ${TARGETS.maxExitMs / 1000} s`, pass: figures.exitMs !== null && figures.exitMs <= TARGETS.maxExitMs && figures.exitCode === 0,
  },
];

export const verdictTable = (verdicts: Verdict[]): string => {
  const width = Math.max(...verdicts.map((verdict) => verdict.measure.length));
  return verdicts.map((verdict) => `${verdict.pass ? 'pass' : 'MISS'}  ${verdict.measure.padEnd(width)}  ${verdict.value}  (target ${verdict.target})`).join('\n');
};
