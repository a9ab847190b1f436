/**
 * `npm run bench:server`: issue 10's server benchmark. Seeds the demo merchant with a million sales into a fresh
 * PGlite folder and a fresh PostgreSQL database, runs the real server on each as a child process, and measures
 * findTransactions at 10 and 50 connections against a bare Fastify route and against the database's own ceiling (the
 * statements one request sends, captured on the wire, under pgbench -M prepared; CPU per request of the server and of
 * PostgreSQL's backends), a CSV export of every row against psql's \copy (with the
 * server's peak memory), and the dashboard calls. Prints a table per database and a summary against the issue's
 * targets, and writes the figures to bench/server/last-results.json. Options: see options.ts.
 * Not part of `npm test`: it takes minutes and its figures depend on the machine.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { copyBaseline, type CopyFigures } from './copyBaseline';
import { type BenchDatabase, createDatabase, seedDatabase } from './databases';
import type { DatabaseFigures } from './figures';
import { measureDatabase } from './measure';
import { parseBenchOptions } from './options';
import { databaseTable, summaryTable, writeResults } from './report';

const log = (line: string) => process.stdout.write(`${line}\n`);

const main = async () => {
  const options = parseBenchOptions(process.argv.slice(2));
  const startLoad = loadavg();
  const created: BenchDatabase[] = [];
  try {
    const seeded: { database: BenchDatabase; seedMs: number }[] = [];
    for (const kind of options.databases) {
      const database = await createDatabase(kind, options.postgresUrl);
      created.push(database);
      log(`[${kind}] seeding ${options.rows} sales…`);
      seeded.push({ database, seedMs: await seedDatabase(database, options.rows) });
    }
    const postgres = created.find((database) => database.kind === 'postgres');
    let copy: CopyFigures | null = null;
    if (postgres?.url) {
      log('[postgres] \\copy of the same rows to a file…');
      copy = await copyBaseline(postgres.url);
    }
    const all: DatabaseFigures[] = [];
    for (const { database, seedMs } of seeded) all.push(await measureDatabase(database, options, seedMs));

    log('');
    for (const figures of all) log(`${databaseTable(figures, copy)}\n`);
    if (options.databases.includes('pglite') && copy) log('PGlite\'s export is compared with \\copy on the PostgreSQL server (PGlite has no psql).\n');
    log(summaryTable(all, copy));
    const file = join(__dirname, 'last-results.json');
    writeResults(file, options, copy, all, startLoad);
    log(`\nFigures written to ${file}`);
  } finally {
    for (const database of created) await database.dispose();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
