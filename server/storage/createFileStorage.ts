import type { FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';
import { createS3Client, createS3FileStorage } from './s3FileStorage';
import type { StorageConfig } from './storageConfig';

export interface FileStorageConfig {
  /** The folder of the local implementation (FILES_DIR). */
  filesDir: string;
  /** S3_* settings; absent or local: the folder. */
  storage?: StorageConfig;
}

/** Uploads live under `files/` of the bucket, export files under `exports/` (server/exportJobs/exportFiles.ts). */
export const S3_FOLDERS = { files: 'files/', exports: 'exports/' } as const;

/** The storage of uploaded files the configuration names: the local folder, or the bucket of S3_BUCKET. */
export const createFileStorage = ({ filesDir, storage }: FileStorageConfig): FileStorage =>
  storage?.kind === 's3'
    ? createS3FileStorage({ client: createS3Client(storage), bucket: storage.bucket, prefix: `${storage.prefix}${S3_FOLDERS.files}` })
    : createLocalFileStorage(filesDir);
