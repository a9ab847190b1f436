import type { Readable } from 'node:stream';

/** What `put` stores: bytes in memory (an upload, already checked whole), or a stream (an export file, any size). */
export type StorageBody = Uint8Array | Readable;

/**
 * Where stored bytes live, by a key the server chose (never a user's file name). One small interface with two
 * implementations chosen by configuration: a local folder (localFileStorage.ts) and an S3-compatible bucket
 * (s3FileStorage.ts). Several server instances share files through either: a folder they all mount at one path,
 * or one bucket.
 */
export interface FileStorage {
  /** Stores the body under `key`, whole or not at all. A stream is copied as it is read, never held whole. */
  put(key: string, body: StorageBody): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  open(key: string): Promise<Readable | null>;
  /** Forgets `key`; nothing happens when it is not stored. */
  remove(key: string): Promise<void>;
  /** Lets go of connections (the bucket's client), when the server closes. */
  close?(): void;
}

/** Storage keys: letters, digits, `-` and `_` only, so that no key can name a path outside the store. */
export const isStorageKey = (key: string): boolean => /^[A-Za-z0-9_-]{1,128}$/.test(key);

export const assertStorageKey = (key: string): void => {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
};
