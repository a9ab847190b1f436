import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { csvRowEnds } from './csvLineEnds';
import { csvNameCells, type CsvNames } from './csvNameCells';

const dialect = new PgDialect();

/** A placeholder `$n` outside the statement's quoted literals and names (drizzle writes no other kind of quoting). */
const PLACEHOLDERS = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g;

/** The setting that carries parameter n into COPY: transaction-local, gone at its end. */
const setting = (n: number): string => `export.p${n}`;

let prepared = 0;

/** What copyStatement needs of a connection: node-postgres's client and a PGlite transaction both answer this. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Where COPY writes: the connection (PostgreSQL's COPY stream), or PGlite's `/dev/blob`, the result's `blob`. */
export type CopyTarget = 'stdout' | "'/dev/blob'";

/**
 * The type PostgreSQL gives each parameter of the statement, as it would for a bound one, spelled with its own
 * quoting of catalogue names (`"pg_catalog"."timestamptz"`): the statement is prepared, never run.
 */
const parameterTypes = async (client: SqlClient, text: string): Promise<string[]> => {
  const name = `export_copy_${++prepared}`;
  await client.query(`prepare ${name} as ${text}`);
  const { rows } = await client.query<{ type: string }>(`
    select format('%I.%I', n.nspname, t.typname) as type
    from pg_prepared_statements p, unnest(p.parameter_types) with ordinality as a(oid, position)
    join pg_type t on t.oid = a.oid join pg_namespace n on n.oid = t.typnamespace
    where p.name = $1 order by a.position`, [name]);
  await client.query(`deallocate ${name}`);
  return rows.map((row) => row.type);
};

/**
 * COPY takes no bind parameters, and a filter's values are never written into SQL text. So each value goes in as a
 * bound parameter of `set_config` (a transaction-local setting), and COPY's statement reads it back with
 * `current_setting(…)::type`: the text node-postgres would have bound, read as the type PostgreSQL would have given
 * it. The planner sees through `current_setting` (a stable function) to the value, as it would a parameter.
 * `knownTypes` keeps the types by statement text for statements run again with other values (PGlite's ranges).
 */
export const copyStatement = async (
  client: SqlClient, query: SQL, target: CopyTarget = 'stdout', knownTypes?: Map<string, string[]>,
): Promise<string> => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) {
    const types = knownTypes?.get(text) ?? await parameterTypes(client, text);
    knownTypes?.set(text, types);
    const given = params.flatMap((value, index) => (value === null || value === undefined ? [] : [{ n: index + 1, value }]));
    if (given.length > 0) {
      await client.query(
        `select ${given.map(({ n }, index) => `set_config('${setting(n)}', $${index + 1}::text, true)`).join(', ')}`,
        given.map(({ value }) => value),
      );
    }
    const copyText = text.replace(PLACEHOLDERS, (match, number: string | undefined) => {
      if (number === undefined) return match;
      const n = Number(number);
      const value = params[n - 1];
      return value === null || value === undefined ? `null::${types[n - 1]}` : `current_setting('${setting(n)}')::${types[n - 1]}`;
    });
    return `copy (${copyText}) to ${target} with (format csv)`;
  }
  return `copy (${text}) to ${target} with (format csv)`;
};

export interface CopyCsvOptions {
  pool: Pool;
  /** A SELECT whose columns are the CSV's cells, formatted (csvSql.ts), in the file's order. */
  query: SQL;
  /** The file's first bytes (the BOM and the heading row). */
  head: string;
  /** Created; must not exist. */
  filePath: string;
  /** Rows written so far, as they pass. */
  onRows: (rows: number) => void;
  /** When the query's last cells are ids: their names' sources (csvNameCells.ts). */
  names?: readonly CsvNames[];
  signal?: AbortSignal;
}

/**
 * COPY's output on its way to the file: the ids' names put in (csvNameCells.ts), then CRLF row ends, rows counted.
 * One chain for PostgreSQL's stream and PGlite's ranges.
 */
export const copyOutput = (names: readonly CsvNames[] | undefined, onRows: (rows: number) => void) => {
  const rowEnds = csvRowEnds(onRows);
  return { stages: names?.length ? [csvNameCells(names), rowEnds] as const : [rowEnds] as const, rowEnds };
};

/**
 * Streams one query's rows into a CSV file through `COPY (SELECT …) TO STDOUT`: PostgreSQL formats and quotes
 * every cell, node only changes row ends (csvLineEnds.ts) and writes. Memory stays at a few chunks, whatever the
 * number of rows. On a failure or an abort, the statement is cancelled in the server and the connection closed
 * rather than returned to the pool mid-COPY; the caller removes the file.
 */
export const copyCsv = async ({ pool, query, head, filePath, onRows, names, signal }: CopyCsvOptions): Promise<{ rows: number }> => {
  const client = await pool.connect();
  let failure: Error | undefined;
  let backend: number | undefined;
  try {
    // One snapshot for the file's rows; the settings live as long as this transaction. (Names read by id on the way,
    // csvNameCells.ts, are read on another connection when first met: a shop renamed meanwhile may show its new name.)
    await client.query('begin transaction read only');
    backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    const statement = await copyStatement(client, query);
    const file = fs.createWriteStream(filePath, { flags: 'wx' });
    file.write(head);
    const { stages, rowEnds } = copyOutput(names, onRows);
    await pipeline([client.query(copyTo(statement)), ...stages, file], { signal });
    await client.query('commit');
    return { rows: rowEnds.rows };
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    // A statement still running (a sort before its first row, rows nobody reads) stops now rather than when it
    // next writes to a closed connection.
    if (backend !== undefined) await pool.query('select pg_cancel_backend($1)', [backend]).catch(() => undefined);
    throw error;
  } finally {
    client.release(failure);
  }
};
