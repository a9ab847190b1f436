import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createS3Client, createS3FileStorage } from '../storage/s3FileStorage';
import { S3_FOLDERS } from '../storage/createFileStorage';
import type { FileStorage } from '../storage/fileStorage';
import type { StorageConfig } from '../storage/storageConfig';

/**
 * Where finished export files are kept, by their stored name (`<job id>.<format>`, `export_jobs.stored_path`).
 * A writer always builds the file on the local disk (exceljs streams to a path), then `keep` makes it the stored
 * file: a rename in EXPORTS_DIR, or a streamed upload to the bucket. Every instance downloads and sweeps through
 * the same store, so a job run on one instance downloads from any other.
 */
export interface ExportFileStore {
  /** The local path a writer builds `storedName` at (in EXPORTS_DIR, which is scratch space in S3 mode). */
  scratchPath(storedName: string): string;
  /** Makes the finished scratch file the stored one; the scratch file is gone afterwards. */
  keep(scratchPath: string, storedName: string): Promise<void>;
  /** The stored file, or null when it is not (any more) there. */
  open(storedName: string): Promise<Readable | null>;
  remove(storedName: string): Promise<void>;
  close?(): void;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files in EXPORTS_DIR: `<id>.<format>` beside `<id>.<format>.partial` while being written (the layout before S3). */
export const localExportFiles = (exportsDir: string): ExportFileStore => ({
  scratchPath: (storedName) => path.join(exportsDir, `${storedName}.partial`),
  keep: (scratchPath, storedName) => fs.promises.rename(scratchPath, path.join(exportsDir, storedName)),
  async open(storedName) {
    try {
      const handle = await fs.promises.open(path.join(exportsDir, path.basename(storedName)), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
  remove: (storedName) => fs.promises.rm(path.join(exportsDir, path.basename(storedName)), { force: true }),
});

/** Stored names (`<uuid>.csv`) as storage keys, which take no dot: `<uuid>_csv`. */
const keyOf = (storedName: string) => storedName.replace(/\./g, '_');

/** Files in a FileStorage (the bucket's `exports/` folder): built in the scratch folder, then streamed up. */
export const storedExportFiles = (scratchDir: string, storage: FileStorage): ExportFileStore => ({
  scratchPath: (storedName) => path.join(scratchDir, `${storedName}.partial`),
  async keep(scratchPath, storedName) {
    try {
      await storage.put(keyOf(storedName), fs.createReadStream(scratchPath));
    } finally {
      await fs.promises.rm(scratchPath, { force: true });
    }
  },
  open: (storedName) => storage.open(keyOf(storedName)),
  remove: (storedName) => storage.remove(keyOf(storedName)),
  close: () => storage.close?.(),
});

/** The export store the configuration names: EXPORTS_DIR, or the bucket of S3_BUCKET with EXPORTS_DIR as scratch space. */
export const createExportFiles = (exportsDir: string, storage: StorageConfig): ExportFileStore =>
  storage.kind === 's3'
    ? storedExportFiles(exportsDir, createS3FileStorage({
      client: createS3Client(storage), bucket: storage.bucket, prefix: `${storage.prefix}${S3_FOLDERS.exports}`,
    }))
    : localExportFiles(exportsDir);
