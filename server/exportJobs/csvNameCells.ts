import { Transform } from 'node:stream';
import { csvCell } from './csv';

/** Names by id for ids the file holds (a shop's, an employee's), read when first met: only those asked for. */
export type CsvNames = (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const ZERO = 0x30;

/** `to` (twice as long) holding `from`'s numbers. */
const grown = <T extends Int32Array | Float64Array>(from: T, to: T): T => {
  to.set(from);
  return to;
};

/**
 * A chunk's complete rows, as numbers in typed arrays reused from chunk to chunk: an object per row (and a list of
 * the rows' parts) outlived V8's young collections while the names were read, and a million rows' worth of them
 * grew the process by about 100 MB before a full collection.
 */
class Rows {
  count = 0;
  starts = new Int32Array(1024);
  /** Where the row's first id starts: its other cells and their comma are before it. */
  idsAt = new Int32Array(1024);
  /** `width` per row, one per names source; -1 for an empty cell. Doubles: an id is exact up to 2^53. */
  ids: Float64Array;
  constructor(readonly width: number) {
    this.ids = new Float64Array(1024 * width);
  }
  reset() {
    this.count = 0;
  }
  push(start: number) {
    if (this.count === this.starts.length) {
      this.starts = grown(this.starts, new Int32Array(this.starts.length * 2));
      this.idsAt = grown(this.idsAt, new Int32Array(this.idsAt.length * 2));
      this.ids = grown(this.ids, new Float64Array(this.ids.length * 2));
    }
    this.starts[this.count] = start;
    return this.count++;
  }
}

/** Reads row `row`'s last cells backwards from its LF: ids are digits only, so no quoting can hide a comma. */
const readIds = (buffer: Buffer, rows: Rows, row: number, end: number) => {
  const start = rows.starts[row];
  let at = end;
  for (let cell = rows.width - 1; cell >= 0; cell--) {
    let id = 0;
    let multiplier = 1;
    let digits = 0;
    let position = at - 1;
    for (; position >= start && buffer[position] !== COMMA; position--) {
      const digit = buffer[position] - ZERO;
      if (digit < 0 || digit > 9) throw new Error('a CSV id cell holds something else than digits');
      // Exact in a double up to 15 digits; a longer id is none the database gives out.
      if (digits === 15) throw new Error('a CSV id cell holds more digits than an id has');
      id += digit * multiplier;
      multiplier *= 10;
      digits++;
    }
    if (position < start) throw new Error('a CSV row has fewer cells than its ids');
    rows.ids[row * rows.width + cell] = digits === 0 ? -1 : id;
    at = position;
  }
  rows.idsAt[row] = at + 1;
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
  const rows = new Rows(sources.length);
  /** The chunk's complete rows into `rows`; answers where the incomplete rest starts (0 when none is complete). */
  const readRows = (buffer: Buffer): number => {
    rows.reset();
    let start = 0;
    let quoted = false;
    // The next quote is looked for once, not again for every row: most chunks hold none.
    let quote = buffer.indexOf(QUOTE);
    for (let lf = buffer.indexOf(LF); lf !== -1; lf = buffer.indexOf(LF, lf + 1)) {
      for (; quote !== -1 && quote < lf; quote = buffer.indexOf(QUOTE, quote + 1)) quoted = !quoted;
      if (quoted) continue;
      readIds(buffer, rows, rows.push(start), lf);
      start = lf + 1;
    }
    return start;
  };
  const readMissing = async () => {
    await Promise.all(sources.map(async (names, index) => {
      const known = cells[index];
      const missing = new Set<number>();
      for (let row = 0; row < rows.count; row++) {
        const id = rows.ids[row * rows.width + index];
        if (id !== -1 && !known.has(id)) missing.add(id);
      }
      if (missing.size === 0) return;
      const found = await names([...missing]);
      // An id without a name (a row removed meanwhile) is an empty cell, as a left join gives.
      for (const id of missing) known.set(id, withSeparator(csvCell(found.get(id) ?? ''), index));
    }));
  };
  const cellOf = (row: number, index: number) => {
    const id = rows.ids[row * rows.width + index];
    return id === -1 ? noName[index] : cells[index].get(id)!;
  };
  /** The rows with their names, measured first and then copied into one buffer. */
  const withNames = (buffer: Buffer): Buffer => {
    let size = 0;
    for (let row = 0; row < rows.count; row++) {
      size += rows.idsAt[row] - rows.starts[row];
      for (let index = 0; index <= last; index++) size += cellOf(row, index).length;
    }
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (let row = 0; row < rows.count; row++) {
      at += buffer.copy(out, at, rows.starts[row], rows.idsAt[row]);
      for (let index = 0; index <= last; index++) at += cellOf(row, index).copy(out, at);
    }
    return out;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      let restAt: number;
      try {
        restAt = readRows(buffer);
      } catch (error) {
        done(error as Error);
        return;
      }
      rest = buffer.subarray(restAt);
      if (rows.count === 0) {
        done();
        return;
      }
      // The stream hands the next chunk only after `done`: `rows` is this chunk's until then.
      readMissing().then(() => withNames(buffer)).then((out) => done(null, out), done);
    },
    flush(done) {
      done(rest.length > 0 ? new Error('a CSV ends inside a row') : null);
    },
  });
};
