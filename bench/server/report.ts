import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { CopyFigures } from './copyBaseline';
import {
  ceilingRatio, copyRatio, type DatabaseFigures, type ListLoadFigures, type Measured, table, throughputRatio, times, verdicts, verdictText,
} from './figures';
import type { LoadFigures } from './load';
import type { BenchOptions } from './options';
import { scaleResults, type ScaleResults, type SizeRun } from './scale';

const loadCells = (result: Measured<LoadFigures>): string[] =>
  result.ok
    ? [String(result.figures.p50), String(result.figures.p99), String(result.figures.requestsPerSecond),
      result.figures.failures ? `${result.figures.failures}/${result.figures.requests}` : '0']
    : ['', '', '', result.reason];

const cpuText = (result: Measured<ListLoadFigures> | undefined): string => {
  const cpu = result?.ok ? result.figures.cpu : undefined;
  if (!cpu) return 'not measured';
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
  return `server ${ms(cpu.serverMs)}, database ${ms(cpu.databaseMs)}, load generator ${ms(cpu.loadMs)}`;
};

/** The list request against its database's ceiling, and the CPU per request of each side. */
const ceilingLines = (figures: DatabaseFigures): string[] => {
  const lines = [
    `CPU per findTransactions request at 10 connections: ${cpuText(figures.findTransactionsAt10)}; at 50: ${cpuText(figures.findTransactions)}`,
  ];
  const { ceiling } = figures;
  if (!ceiling) return lines;
  if (!ceiling.ok) return [...lines, `database ceiling (pgbench): ${ceiling.reason}`];
  lines.push(`database ceiling: the request's ${ceiling.figures.statements.length} statements under pgbench -M prepared -j 2`);
  for (const run of ceiling.figures.pgbench) {
    const server = run.connections === 50 ? figures.findTransactions : figures.findTransactionsAt10;
    const served = server?.ok ? `${server.figures.requestsPerSecond} req/s, p99 ${server.figures.p99} ms` : 'not measured';
    lines.push(`  -c ${run.connections}: pgbench ${run.tps} tps (p50 ${run.p50} / p99 ${run.p99} ms${run.failed ? `, ${run.failed} failed` : ''}); `
      + `server ${served}; ratio ${times(ceilingRatio(server, ceiling, run.connections))}`);
  }
  return lines;
};

/** One database's figures: the load measures, then the export. */
export const databaseTable = (figures: DatabaseFigures, copy: CopyFigures | null): string => {
  const rows = [
    ...(figures.findTransactionsAt10 ? [['findTransactions at 10 connections', ...loadCells(figures.findTransactionsAt10)]] : []),
    ['findTransactions at 50 connections (page of 20, a month, one status)', ...loadCells(figures.findTransactions)],
    ['bare Fastify route, same 20 rows from memory', ...loadCells(figures.bare)],
    ...Object.entries(figures.dashboard).map(([path, result]) => [path.replace('/api/', ''), ...loadCells(result)]),
  ];
  const ratio = throughputRatio(figures.findTransactions, figures.bare);
  const exported = figures.export;
  const exportLines = exported.ok
    ? [`CSV export of ${exported.figures.rows} rows: ${(exported.figures.ms / 1000).toFixed(1)} s`
      + (exported.figures.bytes === null ? '' : `, ${(exported.figures.bytes / 1024 / 1024).toFixed(1)} MB`),
      copy ? `\\copy of the same rows on PostgreSQL: ${(copy.ms / 1000).toFixed(1)} s, ${(copy.bytes / 1024 / 1024).toFixed(1)} MB `
        + `(ratio ${times(copyRatio(exported, copy))})` : '\\copy reference: not measured (PostgreSQL not in this run)',
      ...(figures.ownCopy ? [`PGlite's own COPY of the same rows: ${(figures.ownCopy.ms / 1000).toFixed(1)} s, `
        + `${(figures.ownCopy.bytes / 1024 / 1024).toFixed(1)} MB (ratio ${times(copyRatio(exported, figures.ownCopy))})`] : []),
      `server RSS: idle ${exported.figures.idleRssMb} MB, peak ${exported.figures.peakRssMb} MB, peak − idle ${exported.figures.peakAboveIdleMb} MB`]
    : [`CSV export: ${exported.reason}`];
  return [
    `== ${figures.database} (seeded in ${(figures.seedMs / 1000).toFixed(1)} s)`,
    table(['call', 'p50 ms', 'p99 ms', 'req/s', 'failed / not measured'], rows),
    `throughput ratio findTransactions / bare: ${times(ratio)}`,
    ...ceilingLines(figures),
    ...exportLines,
  ].join('\n');
};

/** Every target on every database, side by side. */
export const summaryTable = (all: DatabaseFigures[], copy: CopyFigures | null): string => {
  const byDatabase = all.map((figures) => verdicts(figures, copy));
  const measures = [...new Set(byDatabase.flat().map((verdict) => verdict.measure))];
  const rows = measures.map((measure) => {
    const found = byDatabase.map((list) => list.find((verdict) => verdict.measure === measure));
    // A target set for one database only (findTransactions' p99 on PostgreSQL) is named as that one states it.
    const target = (found.find((verdict) => verdict?.database === 'postgres') ?? found.find(Boolean))?.target ?? '';
    return [measure, target, ...found.flatMap((verdict) => (verdict ? [verdict.value, verdictText(verdict.pass)] : ['—', '']))];
  });
  return table(['measure', 'target', ...all.flatMap((figures) => [figures.database, ''])], rows);
};

export interface BenchResults {
  date: string;
  machine: { cpus: number; model: string; loadAverage: number[]; note: string };
  /** rows: the one size as a number, as before the scale runs; the list of sizes when several ran. */
  options: Omit<BenchOptions, 'postgresUrl' | 'rows'> & { rows: number | number[] };
  /** copy, databases and verdicts: the largest size's (the only one's in a one-size run). */
  copy: CopyFigures | null;
  databases: DatabaseFigures[];
  verdicts: ReturnType<typeof verdicts>;
  /** Every size's figures and the largest over the smallest: only when several sizes ran. */
  scale?: ScaleResults;
}

export const writeResults = (file: string, options: BenchOptions, runs: SizeRun[], startLoad: number[]): BenchResults => {
  const { postgresUrl: _postgresUrl, rows, ...shown } = options;
  const { copy, databases: all } = runs[runs.length - 1];
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown',
      // Other work on the machine competes with the bench: the load averages at its start and end say how much.
      loadAverage: [...startLoad, ...loadavg()].map((value) => Math.round(value * 100) / 100),
      note: 'loadAverage: 1/5/15-minute load at the start, then at the end of the run',
    },
    options: { rows: rows.length === 1 ? rows[0] : rows, ...shown },
    copy,
    databases: all,
    verdicts: all.flatMap((figures) => verdicts(figures, copy)),
    ...(runs.length > 1 ? { scale: scaleResults(runs) } : {}),
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return results;
};
