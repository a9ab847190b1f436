/**
 * PGlite's own ceiling for the export (the counterpart of psql's \copy, which cannot reach an embedded database):
 * the same rows and columns as the export's CSV (EXPORT_EQUIVALENT_SQL) through one `COPY … TO '/dev/blob'` of the
 * PGlite folder the environment names (DATA_DIR), written to a file. Run as a child while no server holds the
 * folder; prints its figures as JSON.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EXPORT_EQUIVALENT_SQL } from './copyBaseline';

const main = async () => {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR names the PGlite folder');
  const database = await PGlite.create(join(dataDir, 'pg'));
  const folder = mkdtempSync(join(tmpdir(), 'bench-pglite-copy-'));
  try {
    const started = performance.now();
    const { blob } = await database.query(`copy (${EXPORT_EQUIVALENT_SQL}) to '/dev/blob' with (format csv, header)`);
    if (!blob) throw new Error('COPY gave no output');
    const output = Buffer.from(await blob.arrayBuffer());
    writeFileSync(join(folder, 'transactions.csv'), output);
    const ms = Math.round(performance.now() - started);
    const [{ count }] = (await database.query<{ count: number }>(
      `select count(*)::int as count from transactions where owner_id = (select id from owners where code = 'DEMO01')`,
    )).rows;
    process.stdout.write(`${JSON.stringify({ ms, bytes: output.length, rows: count })}\n`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
