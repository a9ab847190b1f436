// `npm run test:timing [-- --top N]`: where the test time goes, from what the last runs left in `.test-timing/`:
// the phases of `.ci/run` (phases.tsv) and each jest run's suites and tests (test/timing/timingReporter.js).
import fs from 'node:fs';
import path from 'node:path';

interface TestTiming { name: string; seconds: number; status: string }
interface SuiteTiming { file: string; project: string; seconds: number; failed: boolean; tests: TestTiming[] }
interface RunReport { name: string; startedAt: string; seconds: number | null; wallOfRun: number; maxWorkers: number; suites: SuiteTiming[] }

const DIR = path.join(__dirname, '..', '.test-timing');
const topArgument = process.argv.indexOf('--top');
const TOP = topArgument > 0 ? Number(process.argv[topArgument + 1]) : 15;

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s` : `${seconds.toFixed(1)} s`;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const table = (rows: string[][], rightAligned: number[]) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) => row.map((cell, column) => (rightAligned.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd())
    .join('\n');
};

const printPhases = () => {
  const file = path.join(DIR, 'phases.tsv');
  if (!fs.existsSync(file)) return;
  const phases = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => {
    const [name, seconds] = line.split('\t');
    return { name, seconds: Number(seconds) };
  });
  const total = sum(phases.map((phase) => phase.seconds));
  console.log(`\n.ci/run phases (${clock(total)} in all)\n`);
  console.log(table([['phase', 'time', 'share'], ...phases.map((phase) => [phase.name, clock(phase.seconds), `${((100 * phase.seconds) / total).toFixed(0)} %`])], [1, 2]));
};

/** Test time per database kind: describeEachDatabase names each block `… [pglite]` or `… [postgres]`. */
const perDatabase = (suites: SuiteTiming[]) => {
  const kinds = new Map<string, number>();
  for (const test of suites.flatMap((suite) => suite.tests)) {
    const kind = /\[(pglite|postgres)\]/.exec(test.name)?.[1] ?? 'no database';
    kinds.set(kind, (kinds.get(kind) ?? 0) + test.seconds);
  }
  return [...kinds].map(([kind, seconds]) => `${kind} ${clock(seconds)}`).join(', ');
};

const printRun = (report: RunReport) => {
  const tests = report.suites.flatMap((suite) => suite.tests.map((test) => ({ ...test, file: suite.file })));
  const busy = sum(report.suites.map((suite) => suite.seconds));
  const wall = report.seconds === null ? `part of a ${clock(report.wallOfRun)} run of several projects` : `${clock(report.seconds)} wall`;
  console.log(`\n${report.name}: ${wall}, ${clock(busy)} in suites on ${report.maxWorkers} worker(s); ` +
    `${report.suites.length} suites, ${tests.length} tests, started ${report.startedAt}`);
  if (report.suites.some((suite) => suite.tests.some((test) => /\[(pglite|postgres)\]/.test(test.name)))) {
    console.log(`  test time by database: ${perDatabase(report.suites)} (hooks not counted)`);
  }
  const failed = report.suites.filter((suite) => suite.failed);
  if (failed.length) console.log(`  failed: ${failed.map((suite) => suite.file).join(', ')}`);
  const suites = [...report.suites].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  console.log(`\n  slowest ${suites.length} suites\n`);
  console.log(table([['time', 'tests', 'suite'], ...suites.map((suite) => [clock(suite.seconds), String(suite.tests.length), suite.file])], [0, 1])
    .replace(/^/gm, '  '));
  const slowTests = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  console.log(`\n  slowest ${slowTests.length} tests\n`);
  console.log(table([['time', 'test'], ...slowTests.map((test) => [clock(test.seconds), `${test.file}: ${test.name}`.slice(0, 150)])], [0])
    .replace(/^/gm, '  '));
};

if (!fs.existsSync(DIR)) {
  console.log('No timings yet: run `npm test`, `npm run test:e2e` or `.ci/run` first.');
  process.exit(0);
}
printPhases();
for (const file of fs.readdirSync(DIR).filter((name) => name.endsWith('.json')).sort()) {
  printRun(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as RunReport);
}
