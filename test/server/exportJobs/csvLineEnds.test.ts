import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { csvRowEnds } from '../../../server/exportJobs/csvLineEnds';

// COPY's LF row ends become CRLF; a line break inside a quoted cell is the cell's own, wherever the chunks split.

const through = async (chunks: readonly string[]) => {
  const counts: number[] = [];
  const rowEnds = csvRowEnds((rows) => counts.push(rows));
  const out = await text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(rowEnds));
  return { out, rows: rowEnds.rows, counts };
};

/** Every way of cutting `input` in two, and in single bytes. */
const cuts = (input: string): string[][] => {
  const bytes = Buffer.from(input);
  const splits = Array.from({ length: bytes.length + 1 }, (_, at) => [bytes.subarray(0, at), bytes.subarray(at)].map(String));
  return [...splits, [...bytes].map((byte) => String.fromCharCode(byte))];
};

describe('CSV row ends of a COPY stream', () => {
  it('ends every row with CRLF and counts the rows', async () => {
    expect(await through(['a,1\nb,2\n', 'c,3\n'])).toEqual({ out: 'a,1\r\nb,2\r\nc,3\r\n', rows: 3, counts: [2, 3] });
    expect(await through([])).toEqual({ out: '', rows: 0, counts: [] });
  });

  it('keeps a line break, a carriage return and doubled quotes inside a quoted cell, however the chunks fall', async () => {
    const input = 'REF-1,"Shop ""One"",\nsecond line",x\n"a\rb",""\n"",plain\n';
    const expected = 'REF-1,"Shop ""One"",\nsecond line",x\r\n"a\rb",""\r\n"",plain\r\n';
    for (const chunks of cuts(input)) {
      const { out, rows } = await through(chunks);
      expect({ chunks, out, rows }).toEqual({ chunks, out: expected, rows: 3 });
    }
  });

  it('passes other bytes as they are (UTF-8 split between chunks)', async () => {
    const input = 'Cửa hàng Bến Thành,Thành công\n';
    const bytes = Buffer.from(input);
    const rowEnds = csvRowEnds(() => undefined);
    const out = await text(Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]).pipe(rowEnds));
    expect(out).toBe('Cửa hàng Bến Thành,Thành công\r\n');
  });
});
