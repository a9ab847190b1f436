import { Transform } from 'node:stream';
import { csvCell } from './csv';

/** Names by id for ids the file holds (a shop's, an employee's), read when first met: only those asked for. */
export type CsvNames = (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const ZERO = 0x30;

interface Row {
  start: number;
  /** Where the first id starts: the row's other cells and their comma are before it. */
  idsAt: number;
  /** One per names source, null for an empty cell. */
  ids: (number | null)[];
  end: number;
}

/** Reads the row's last `count` cells backwards from its LF: ids are digits only, so no quoting can hide a comma. */
const idsOf = (buffer: Buffer, start: number, end: number, count: number): { idsAt: number; ids: (number | null)[] } => {
  const ids: (number | null)[] = new Array<number | null>(count);
  let at = end;
  for (let cell = count - 1; cell >= 0; cell--) {
    let id = 0;
    let multiplier = 1;
    let digits = 0;
    let position = at - 1;
    for (; position >= start && buffer[position] !== COMMA; position--) {
      const digit = buffer[position] - ZERO;
      if (digit < 0 || digit > 9) throw new Error('a CSV id cell holds something else than digits');
      id += digit * multiplier;
      multiplier *= 10;
      digits++;
    }
    if (position < start) throw new Error('a CSV row has fewer cells than its ids');
    ids[cell] = digits === 0 ? null : id;
    at = position;
  }
  return { idsAt: at + 1, ids };
};

/**
 * The CSV that COPY writes, whose last cells are ids (a shop's, an employee's) rather than their names, becomes the
 * CSV with the names, each a text cell as the JavaScript writer makes it (csv.ts: neutralised, quoted when needed;
 * no id, or an empty name, is an empty cell). The names are read apart, once per id, a few per merchant: joined in
 * the database they were a quarter of PGlite's COPY of a sale (docs/benchmarks.md). A row is complete at a LF
 * outside quotes (a quoted cell may hold a line break); a row cut between two chunks waits for the next.
 */
export const csvNameCells = (sources: readonly CsvNames[]): Transform => {
  // Each cell is kept with what follows it in a row, its comma or the row's LF: a row is then its other cells and
  // one buffer per id.
  const last = sources.length - 1;
  const withSeparator = (cell: string, index: number) => Buffer.from(`${cell}${index < last ? ',' : '\n'}`);
  const cells = sources.map(() => new Map<number, Buffer>());
  const noName = sources.map((_, index) => withSeparator('', index));
  let rest: Buffer = Buffer.alloc(0);
  const rowsOf = (buffer: Buffer): Row[] => {
    const rows: Row[] = [];
    let start = 0;
    let quoted = false;
    // The next quote is looked for once, not again for every row: most chunks hold none.
    let quote = buffer.indexOf(QUOTE);
    for (let lf = buffer.indexOf(LF); lf !== -1; lf = buffer.indexOf(LF, lf + 1)) {
      for (; quote !== -1 && quote < lf; quote = buffer.indexOf(QUOTE, quote + 1)) quoted = !quoted;
      if (quoted) continue;
      rows.push({ start, end: lf, ...idsOf(buffer, start, lf, sources.length) });
      start = lf + 1;
    }
    return rows;
  };
  const readMissing = async (rows: Row[]) => {
    await Promise.all(sources.map(async (names, index) => {
      const known = cells[index];
      const missing = new Set<number>();
      for (const row of rows) {
        const id = row.ids[index];
        if (id !== null && !known.has(id)) missing.add(id);
      }
      if (missing.size === 0) return;
      const found = await names([...missing]);
      // An id without a name (a row removed meanwhile) is an empty cell, as a left join gives.
      for (const id of missing) known.set(id, withSeparator(csvCell(found.get(id) ?? ''), index));
    }));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      let rows: Row[];
      try {
        rows = rowsOf(buffer);
      } catch (error) {
        done(error as Error);
        return;
      }
      const lastRow = rows.at(-1);
      rest = lastRow ? buffer.subarray(lastRow.end + 1) : buffer;
      if (!lastRow) {
        done();
        return;
      }
      readMissing(rows).then(() => {
        const parts: Buffer[] = [];
        for (const row of rows) {
          parts.push(buffer.subarray(row.start, row.idsAt));
          for (let index = 0; index <= last; index++) {
            const id = row.ids[index];
            parts.push(id === null ? noName[index] : cells[index].get(id)!);
          }
        }
        return Buffer.concat(parts);
      }).then((out) => done(null, out), done);
    },
    flush(done) {
      done(rest.length > 0 ? new Error('a CSV ends inside a row') : null);
    },
  });
};
