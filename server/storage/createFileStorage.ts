import type { FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';

export interface FileStorageConfig {
  /** The folder of the local implementation. */
  filesDir: string;
}

/** The storage the configuration names: today always the local folder (an S3-compatible one would go here). */
export const createFileStorage = (config: FileStorageConfig): FileStorage => createLocalFileStorage(config.filesDir);
