import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchDatabase, psql } from './databases';
import { runScript } from './serverChild';

export interface CopyFigures {
  ms: number;
  bytes: number;
  rows: number;
}

/**
 * The same rows and columns as the transaction export's CSV (every sale of the demo merchant, newest first:
 * reference, date, amount, fee, net, status, type, service, shop, employee), written by psql's \copy: what the database itself can stream to a file.
 */
export const EXPORT_EQUIVALENT_SQL = `select t.reference, t.created_at, t.amount, t.fee, t.amount - t.fee as net, t.status, t.type,
    t.service_code, s.name as shop_name, u.full_name as user_name
  from transactions t
  left join shops s on s.id = t.shop_id
  left join users u on u.id = t.user_id
  where t.owner_id = (select id from owners where code = 'DEMO01')
  order by t.created_at desc, t.id desc`;

export const copyBaseline = async (url: string): Promise<CopyFigures> => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-copy-'));
  const file = join(folder, 'transactions.csv');
  try {
    const started = performance.now();
    await psql(url, `\\copy (${EXPORT_EQUIVALENT_SQL.replace(/\s+/g, ' ')}) to '${file}' csv header`);
    const ms = Math.round(performance.now() - started);
    const [count] = await psql(url, `select count(*) from transactions where owner_id = (select id from owners where code = 'DEMO01')`)
      .then((out) => out.trim().split('\n'));
    return { ms, bytes: statSync(file).size, rows: Number(count) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * PGlite's own COPY of the same rows to a file (bench/server/pgliteCopy.ts, a child on the seeded folder, run while
 * no server holds it): the embedded database's ceiling for the export, as \copy is PostgreSQL's.
 */
export const pgliteCopyBaseline = async (database: BenchDatabase): Promise<CopyFigures> => {
  // The child's stdout and stderr come as one text: its figures are the last line that is a JSON object.
  const output = await runScript('bench/server/pgliteCopy.ts', [], database.env);
  const line = output.split('\n').map((text) => text.trim()).filter((text) => text.startsWith('{')).at(-1);
  if (!line) throw new Error(`bench/server/pgliteCopy.ts printed no figures:\n${output.slice(-500)}`);
  return JSON.parse(line) as CopyFigures;
};
