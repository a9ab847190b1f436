import { Transform } from 'node:stream';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const CRLF = Buffer.from([CR, LF]);

export interface CsvRowEnds extends Transform {
  /** Rows that have passed so far. */
  readonly rows: number;
}

/**
 * PostgreSQL's COPY ends each CSV row with LF; the export's files end them with CRLF, as RFC 4180 and the
 * JavaScript writer do. A LF inside a quoted cell (a shop name of two lines) is the cell's own and stays as it is:
 * a quote opens or closes a cell's quoting, and a doubled quote inside one closes and opens it again, so counting
 * quotes across chunks tells which is which. Counts the rows on the way, for the job's progress.
 */
export const csvRowEnds = (onRows: (rows: number) => void): CsvRowEnds => {
  let quoted = false;
  let rows = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const before = rows;
      let out: Buffer;
      if (!quoted && !chunk.includes(QUOTE)) {
        // Most chunks hold no quoted cell at all: each LF ends a row.
        const parts: Buffer[] = [];
        let start = 0;
        for (let end = chunk.indexOf(LF); end !== -1; end = chunk.indexOf(LF, start)) {
          parts.push(chunk.subarray(start, end), CRLF);
          start = end + 1;
          rows++;
        }
        parts.push(chunk.subarray(start));
        out = Buffer.concat(parts);
      } else {
        out = Buffer.allocUnsafe(chunk.length * 2);
        let length = 0;
        for (const byte of chunk) {
          if (byte === QUOTE) quoted = !quoted;
          else if (byte === LF && !quoted) {
            out[length++] = CR;
            rows++;
          }
          out[length++] = byte;
        }
        out = out.subarray(0, length);
      }
      if (rows > before) onRows(rows);
      done(null, out);
    },
  });
  return Object.defineProperty(stream, 'rows', { get: () => rows }) as CsvRowEnds;
};
