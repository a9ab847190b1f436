// A jest reporter that keeps each run's timings in `.test-timing/<name>.json`, one file per project (`web`, `e2e`,
// and `server-<databases>`: the kinds its describeEachDatabase blocks ran on, from their `[pglite]`/`[postgres]`
// titles), for `npm run test:timing`. Plain CommonJS: jest loads reporters without a transform.
const fs = require('node:fs');
const path = require('node:path');

const DIR = path.join(__dirname, '..', '..', '.test-timing');

class TimingReporter {
  constructor(globalConfig) {
    this.maxWorkers = globalConfig.maxWorkers;
  }

  onRunComplete(_contexts, results) {
    const suites = results.testResults.map((suite) => ({
      file: path.relative(path.join(__dirname, '..', '..'), suite.testFilePath),
      project: suite.displayName?.name ?? 'jest',
      seconds: (suite.perfStats.end - suite.perfStats.start) / 1000,
      failed: suite.numFailingTests > 0 || Boolean(suite.testExecError),
      tests: suite.testResults.map((test) => ({
        name: [...test.ancestorTitles, test.title].join(' › '),
        seconds: (test.duration ?? 0) / 1000,
        status: test.status,
      })),
    }));
    fs.mkdirSync(DIR, { recursive: true });
    const wall = (Date.now() - results.startTime) / 1000;
    const projects = [...new Set(suites.map((suite) => suite.project))];
    for (const project of projects) {
      const own = suites.filter((suite) => suite.project === project);
      const kinds = [...new Set(own.flatMap((suite) => suite.tests.flatMap((test) => /\[(pglite|postgres)\]/.exec(test.name)?.[1] ?? [])))].sort();
      const name = kinds.length ? `${project}-${kinds.join('+')}` : project;
      const report = {
        name,
        startedAt: new Date(results.startTime).toISOString(),
        // A run of several projects shares its wall time among them.
        seconds: projects.length === 1 ? wall : null,
        wallOfRun: wall,
        maxWorkers: this.maxWorkers,
        suites: own,
      };
      fs.writeFileSync(path.join(DIR, `${name}.json`), `${JSON.stringify(report, null, 1)}\n`);
    }
  }
}

module.exports = TimingReporter;
