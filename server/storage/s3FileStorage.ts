import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './fileStorage';
import type { S3StorageConfig } from './storageConfig';

/** Parts of a streamed upload: S3's smallest part (5 MiB), two in flight, so an upload holds about 10 MiB at most. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * One client per store (uploads, export files), kept while the server runs: it keeps its connections. Checksums
 * only where S3 requires them: the SDK's default (a CRC32 on every upload, `aws-chunked` bodies) is refused by
 * several S3-compatible servers; TLS guards the bytes in transit.
 */
export const createS3Client = (config: S3StorageConfig): S3Client => new S3Client({
  region: config.region,
  endpoint: config.endpoint,
  forcePathStyle: config.forcePathStyle,
  credentials: config.credentials,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

const isMissing = (error: unknown): boolean => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  // A missing bucket is a configuration error, not a missing file: it must not pass for one.
  if (failure?.name === 'NoSuchBucket') return false;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
};

export interface S3FileStorageOptions {
  client: S3Client;
  bucket: string;
  /** Every key starts with it (`files/`, `exports/`, after S3_PREFIX). */
  prefix: string;
}

/**
 * Stored bytes as objects of one bucket. A PUT of S3 is atomic (an object is whole or absent), so "whole or not
 * at all" holds without a temporary name. Streams go up in parts (lib-storage's multipart Upload; a body under
 * one part is a single PUT) and come down as the response body: no whole file in memory either way.
 */
export const createS3FileStorage = ({ client, bucket, prefix }: S3FileStorageOptions): FileStorage => {
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(key), Body: body instanceof Readable ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted, so its parts do not stay billed in the bucket.
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        // In Node the SDK's body is the HTTP response itself, a Readable: it streams.
        if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered a body that is not a Node stream');
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },

    close() {
      client.destroy();
    },
  };
};
