import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { csvNameCells, type CsvNames } from '../../../server/exportJobs/csvNameCells';

// COPY writes a shop's and an employee's id in the last two cells; the file holds their names, each read once.

const SHOPS: Record<number, string> = { 7: 'Cửa hàng Bến Thành', 8: 'Shop "Two", tầng 2\nquầy 5', 9: '=cmd|\'/C calc\'!A0', 10: '' };
const PEOPLE: Record<number, string> = { 21: 'Nguyễn Văn An', 22: '@Nguyễn "Tí", ca 2' };

/** A names source over `names`, recording what it is asked for. */
const source = (names: Record<number, string>) => {
  const asked: number[][] = [];
  const read: CsvNames = async (ids) => {
    asked.push([...ids].sort((a, b) => a - b));
    return new Map(ids.flatMap((id) => (id in names ? [[id, names[id]] as const] : [])));
  };
  return { asked, read };
};

const through = async (chunks: readonly (string | Buffer)[]) => {
  const shops = source(SHOPS);
  const people = source(PEOPLE);
  const out = await text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(csvNameCells([shops.read, people.read])));
  return { out, shops: shops.asked, people: people.asked };
};

/** Every way of cutting `input` in two, and in single bytes. */
const cuts = (input: string): Buffer[][] => {
  const bytes = Buffer.from(input);
  return [
    ...Array.from({ length: bytes.length + 1 }, (_, at) => [bytes.subarray(0, at), bytes.subarray(at)]),
    [...bytes].map((byte) => Buffer.from([byte])),
  ];
};

describe('names put in place of the ids COPY writes', () => {
  it('writes each name as a text cell: quoted when it needs it, a formula neutralised, nothing for no id or an empty name', async () => {
    const input = 'REF-1,20/11/2026 10:00,1500000,7,21\n"a,\nb",x,8,22\n-1,y,9,\nz,,10,21\n';
    expect((await through([input])).out).toBe([
      'REF-1,20/11/2026 10:00,1500000,Cửa hàng Bến Thành,Nguyễn Văn An',
      '"a,\nb",x,"Shop ""Two"", tầng 2\nquầy 5","\'@Nguyễn ""Tí"", ca 2"',
      '-1,y,\'=cmd|\'/C calc\'!A0,',
      'z,,,Nguyễn Văn An',
      '',
    ].join('\n'));
  });

  it('reads each id\'s name once, however many rows and chunks hold it, and writes an unknown id as an empty cell', async () => {
    const { out, shops, people } = await through(['a,7,21\nb,7,', '21\nc,8,21\n', 'd,404,22\n']);
    expect(out).toBe('a,Cửa hàng Bến Thành,Nguyễn Văn An\nb,Cửa hàng Bến Thành,Nguyễn Văn An\nc,"Shop ""Two"", tầng 2\nquầy 5",Nguyễn Văn An\nd,,"\'@Nguyễn ""Tí"", ca 2"\n');
    expect(shops).toEqual([[7], [8], [404]]);
    expect(people).toEqual([[21], [22]]);
  });

  it('gives the same file however the chunks fall, a quoted line break and UTF-8 included', async () => {
    const input = '"Bến ""Thành""\n2",1,7,22\nREF,2,,21\n';
    const expected = '"Bến ""Thành""\n2",1,Cửa hàng Bến Thành,"\'@Nguyễn ""Tí"", ca 2"\nREF,2,,Nguyễn Văn An\n';
    for (const chunks of cuts(input)) {
      const { out } = await through(chunks);
      expect({ chunks: chunks.map(String), out }).toEqual({ chunks: chunks.map(String), out: expected });
    }
  });

  it('keeps every row of a chunk far larger than a few rows, in order', async () => {
    const rows = Array.from({ length: 5_000 }, (_, row) => [`REF-${row}`, row % 3 === 0 ? 7 : 9, row % 2 === 0 ? 21 : '']);
    const { out, shops, people } = await through([rows.map((cells) => `${cells.join(',')}\n`).join('')]);
    const lines = out.split('\n');
    expect(lines).toHaveLength(5_001);
    expect(lines[4_999]).toBe("REF-4999,'=cmd|'/C calc'!A0,");
    expect(lines[4_998]).toBe('REF-4998,Cửa hàng Bến Thành,Nguyễn Văn An');
    expect(lines.filter((line) => line.endsWith(',Nguyễn Văn An'))).toHaveLength(2_500);
    expect([shops, people]).toEqual([[[7, 9]], [[21]]]);
  });

  it('keeps a small chunk after a large one whole, its first row begun in the large one', async () => {
    const large = Array.from({ length: 3_000 }, (_, row) => `R${row},7,21\n`).join('');
    const { out } = await through([`${large}LAST,"a`, ',b",8,22\nEND,,21\n']);
    const lines = out.split('\n');
    expect(lines).toHaveLength(3_004); // shop 8's name holds a line break
    expect(lines[2_999]).toBe('R2999,Cửa hàng Bến Thành,Nguyễn Văn An');
    expect(lines.slice(3_000).join('\n')).toBe('LAST,"a,b","Shop ""Two"", tầng 2\nquầy 5","\'@Nguyễn ""Tí"", ca 2"\nEND,,Nguyễn Văn An\n');
  });

  it('fails rather than guess: a cell that is not an id, a row cut short at the end, a names source that fails', async () => {
    await expect(through(['a,shop,21\n'])).rejects.toThrow('digits');
    await expect(through(['a,1234567890123456,21\n'])).rejects.toThrow('more digits than an id has');
    await expect(through(['a,7,21\nb,7'])).rejects.toThrow('ends inside a row');
    const failing: CsvNames = async () => {
      throw new Error('the database went away');
    };
    await expect(pipeline(Readable.from([Buffer.from('a,7\n')]), csvNameCells([failing]), async function* (rows) {
      for await (const row of rows) yield row;
    })).rejects.toThrow('the database went away');
  });
});
