import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client } from './s3FileStorage';
import type { StorageConfig } from './storageConfig';

/**
 * Writes and deletes a small object in the bucket before the server listens: a wrong endpoint, name, key pair or
 * policy is then a startup error naming the setting, not a failure at some user's first upload. (Not HeadBucket:
 * it needs s3:ListBucket, which the server has no other use for.) Null when all is well (or the storage is the
 * local folders); otherwise the reason, without any credential.
 */
export const checkBucket = async (storage: StorageConfig): Promise<string | null> => {
  if (storage.kind !== 's3') return null;
  const client = createS3Client({ ...storage });
  try {
    const Key = `${storage.prefix}startup-check/${randomUUID()}`;
    await client.send(new PutObjectCommand({ Bucket: storage.bucket, Key, Body: 'checked at start; deleted at once' }));
    await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key }));
    return null;
  } catch (error) {
    const failure = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
    const status = failure.$metadata?.httpStatusCode;
    const where = `S3_BUCKET "${storage.bucket}" at ${storage.endpoint ?? `AWS S3 (${storage.region})`}`;
    if (failure.name === 'NoSuchBucket' || status === 404) return `${where} does not exist: create it, or correct S3_BUCKET / S3_ENDPOINT`;
    if (status === 403 || status === 401) return `${where} refused access: check S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (or the SDK's credentials) and the bucket's policy`;
    return `${where} cannot be reached (${failure.code ?? failure.name ?? 'unknown error'}${status ? `, HTTP ${status}` : ''}): check S3_ENDPOINT and S3_REGION`;
  } finally {
    client.destroy();
  }
};
