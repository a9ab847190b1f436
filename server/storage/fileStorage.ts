import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, by a key the server chose (never a user's file name). One small interface so that
 * an S3-compatible implementation can replace the local folder by configuration.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, whole or not at all. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  open(key: string): Promise<Readable | null>;
  /** Forgets `key`; nothing happens when it is not stored. */
  remove(key: string): Promise<void>;
}

/** Storage keys: letters, digits, `-` and `_` only, so that no key can name a path outside the store. */
export const isStorageKey = (key: string): boolean => /^[A-Za-z0-9_-]{1,128}$/.test(key);

export const assertStorageKey = (key: string): void => {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
};
