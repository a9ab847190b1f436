import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { copyOutput, copyStatement } from './copyCsv';
import type { CsvNames } from './csvNameCells';

export interface CopyCsvChunksOptions {
  pglite: PGlite;
  /** The CSV's SELECT (csvSql.ts) cut in consecutive key ranges, in the file's order (RowSource.csvChunks). */
  chunks: AsyncIterable<SQL>;
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
 * PGlite's COPY has no stream: `COPY … TO '/dev/blob'` hands the whole output back as the result's blob. So the
 * statement PostgreSQL's COPY runs (copyStatement, the cells formatted by csvSql.ts) runs here once per key range,
 * each in a transaction of its own (its settings live as long as it; PGlite runs nothing else meanwhile, so a
 * range is short), and each blob goes to the file through the same row ends (csvLineEnds.ts) before the next is
 * read: memory holds one range, whatever the number of rows. An abort stops between two ranges; the caller removes
 * the file.
 */
export const copyCsvChunks = async ({ pglite, chunks, head, filePath, onRows, names, signal }: CopyCsvChunksOptions): Promise<{ rows: number }> => {
  // The ranges between the first and the last are one statement with other bounds: its types are asked once.
  const knownTypes = new Map<string, string[]>();
  async function* blobs(): AsyncGenerator<Buffer> {
    for await (const chunk of chunks) {
      const blob = await pglite.transaction(async (tx) => {
        const statement = await copyStatement(tx, chunk, "'/dev/blob'", knownTypes);
        return (await tx.query(statement)).blob;
      });
      if (blob && blob.size > 0) yield Buffer.from(await blob.arrayBuffer());
    }
  }
  const file = fs.createWriteStream(filePath, { flags: 'wx' });
  file.write(head);
  const { stages, rowEnds } = copyOutput(names, onRows);
  await pipeline([Readable.from(blobs(), { objectMode: false }), ...stages, file], { signal });
  return { rows: rowEnds.rows };
};
