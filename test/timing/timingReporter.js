// A jest reporter that keeps each run's timings in `.test-timing/<name>.json` (name: the reporter's `name` option,
// else the projects that ran), for `npm run test:timing`. Plain CommonJS: jest loads reporters without a transform.
const fs = require('node:fs');
const path = require('node:path');

const DIR = path.join(__dirname, '..', '..', '.test-timing');

class TimingReporter {
  constructor(globalConfig, options = {}) {
    this.name = options.name;
    this.maxWorkers = globalConfig.maxWorkers;
  }

  onRunComplete(_contexts, results) {
    const suites = results.testResults.map((suite) => ({
      file: path.relative(path.join(__dirname, '..', '..'), suite.testFilePath),
      project: suite.displayName?.name ?? this.name ?? '',
      seconds: (suite.perfStats.end - suite.perfStats.start) / 1000,
      failed: suite.numFailingTests > 0 || Boolean(suite.testExecError),
      tests: suite.testResults.map((test) => ({
        name: [...test.ancestorTitles, test.title].join(' › '),
        seconds: (test.duration ?? 0) / 1000,
        status: test.status,
      })),
    }));
    const projects = [...new Set(suites.map((suite) => suite.project))].sort();
    const name = this.name ?? (projects.join('+') || 'jest');
    const report = {
      name,
      startedAt: new Date(results.startTime).toISOString(),
      seconds: (Date.now() - results.startTime) / 1000,
      maxWorkers: this.maxWorkers,
      databases: process.env.TEST_DATABASE_URL ? 'pglite+postgres' : 'pglite',
      suites,
    };
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(path.join(DIR, `${name}.json`), `${JSON.stringify(report, null, 1)}\n`);
  }
}

module.exports = TimingReporter;
