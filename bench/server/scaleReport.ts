import { type DatabaseFigures, type Measured, table, type Verdict, verdictText } from './figures';
import type { LoadFigures } from './load';
import { EXPORT_SCALE_MEASURE, exportRowsPerSecond, SCALE_LOADS, scaleVerdicts, type SizeRun } from './scale';

const count = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const loadCell = (result: Measured<LoadFigures> | undefined, withRate: boolean): string => {
  if (!result) return '—';
  if (!result.ok) return result.reason;
  const { p50, p99, requestsPerSecond, failures } = result.figures;
  return `${p50} / ${p99} ms${withRate ? `, ${count(requestsPerSecond)}/s` : ''}${failures ? `, ${failures} failed` : ''}`;
};

const exportCell = (figures: DatabaseFigures | undefined): string => {
  if (!figures) return '—';
  if (!figures.export.ok) return figures.export.reason;
  return `${seconds(figures.export.figures.ms)}, ${count(exportRowsPerSecond(figures.export) ?? 0)} rows/s`;
};

/**
 * One table per database: a line per measure, a column per size, then the largest size over the smallest with
 * its target and verdict (issue 33, target 4).
 */
export const scaleTable = (runs: SizeRun[]): string => {
  const verdicts = scaleVerdicts(runs);
  const kinds = [...new Set(runs.flatMap((run) => run.databases.map((figures) => figures.database)))];
  return kinds.map((kind) => {
    const at = runs.map((run) => run.databases.find((figures) => figures.database === kind));
    const ratio = (measure: string): string[] => {
      const verdict: Verdict | undefined = verdicts.find((candidate) => candidate.database === kind && candidate.measure === measure);
      return verdict ? [verdict.value, verdict.target, verdictText(verdict.pass)] : ['', '', ''];
    };
    const rows = [
      ['seeding (VACUUM ANALYZE included)', ...at.map((figures) => (figures ? seconds(figures.seedMs) : '—')), '', '', ''],
      ...SCALE_LOADS.map(({ measure, pick }, index) =>
        // The list's two lines show requests/s too: its throughput is the other half of the issue's list target.
        [measure.replace(' p50', ' p50 / p99'), ...at.map((figures) => loadCell(figures && pick(figures), index < 2)), ...ratio(measure)]),
      ['CSV export of every sale', ...at.map(exportCell), ...ratio(EXPORT_SCALE_MEASURE)],
      ...(kind === 'postgres' ? [['\\copy of the same rows', ...runs.map((run) => (run.copy ? seconds(run.copy.ms) : '—')), '', '', '']] : []),
    ];
    const header = ['measure', ...runs.map((run) => `${count(run.rows)} rows`), 'largest ÷ smallest', 'target', ''];
    return [`== ${kind}: scale from ${count(runs[0].rows)} to ${count(runs[runs.length - 1].rows)} sales`, table(header, rows)].join('\n');
  }).join('\n\n');
};
