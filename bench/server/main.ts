/**
 * `npm run bench:server`: issue 10's server benchmark. Seeds the demo merchant with a million sales into a fresh
 * PGlite folder and a fresh PostgreSQL database, runs the real server on each as a child process, and measures
 * findTransactions at 10 and 50 connections against a bare Fastify route and against the database's own ceiling (the
 * statements one request sends, captured on the wire, under pgbench -M prepared; CPU per request of the server and of
 * PostgreSQL's backends), a CSV export of every row against psql's \copy (with the
 * server's peak memory), and the dashboard calls. Prints a table per database and a summary against the issue's
 * targets, and writes the figures to bench/server/last-results.json. With several sizes (`--rows 1000000,10000000`)
 * it measures each in turn and ends with the scale curve: the largest size against the smallest (issue 33, target 4).
 * Options: see options.ts.
 * Not part of `npm test`: it takes minutes and its figures depend on the machine.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { copyBaseline, type CopyFigures, pgliteCopyBaseline } from './copyBaseline';
import { type BenchDatabase, createDatabase, seedDatabase } from './databases';
import type { DatabaseFigures } from './figures';
import { measureDatabase } from './measure';
import { type BenchOptions, parseBenchOptions } from './options';
import { databaseTable, summaryTable, writeResults } from './report';
import type { SizeRun } from './scale';
import { scaleTable } from './scaleReport';

const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * One size: fresh databases seeded with `rows` sales (as `npm run seed -- --transactions N` on an empty database
 * would, so that every size has the same shape), \copy's reference, every measure, and the tables; the databases
 * are dropped before the next size.
 */
const measureSize = async (options: BenchOptions, rows: number): Promise<SizeRun> => {
  const created: BenchDatabase[] = [];
  try {
    const seeded: { database: BenchDatabase; seedMs: number; ownCopy?: CopyFigures }[] = [];
    for (const kind of options.databases) {
      const database = await createDatabase(kind, options.postgresUrl);
      created.push(database);
      log(`[${kind}] seeding ${rows} sales…`);
      const seedMs = await seedDatabase(database, rows);
      log(`[${kind}] seeded in ${(seedMs / 1000).toFixed(1)} s`);
      if (kind === 'pglite') {
        // Before its server starts: one process at a time holds a PGlite folder.
        log('[pglite] its own COPY of the same rows to a file…');
        seeded.push({ database, seedMs, ownCopy: await pgliteCopyBaseline(database) });
      } else seeded.push({ database, seedMs });
    }
    const postgres = created.find((database) => database.kind === 'postgres');
    let copy: CopyFigures | null = null;
    if (postgres?.url) {
      log('[postgres] \\copy of the same rows to a file…');
      copy = await copyBaseline(postgres.url);
    }
    const all: DatabaseFigures[] = [];
    for (const { database, seedMs, ownCopy } of seeded) {
      all.push({ ...(await measureDatabase(database, options, seedMs)), ...(ownCopy ? { ownCopy } : {}) });
    }

    log('');
    if (options.rows.length > 1) log(`=== ${rows.toLocaleString('en-US')} sales\n`);
    for (const figures of all) log(`${databaseTable(figures, copy)}\n`);
    if (options.databases.includes('pglite')) log('PGlite\'s export is held to its own COPY of the same rows (PGlite has no psql); \\copy on the PostgreSQL server is shown beside it.\n');
    log(summaryTable(all, copy));
    return { rows, copy, databases: all };
  } finally {
    for (const database of created) await database.dispose();
  }
};

const main = async () => {
  const options = parseBenchOptions(process.argv.slice(2));
  const startLoad = loadavg();
  const runs: SizeRun[] = [];
  for (const rows of options.rows) {
    runs.push(await measureSize(options, rows));
    if (runs.length < options.rows.length) log('');
  }
  if (runs.length > 1) log(`\n${scaleTable(runs)}`);
  const file = join(__dirname, 'last-results.json');
  writeResults(file, options, runs, startLoad);
  log(`\nFigures written to ${file}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
