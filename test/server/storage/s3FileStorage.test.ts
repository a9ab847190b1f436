import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createFileStorage } from '../../../server/storage/createFileStorage';
import { createS3Client } from '../../../server/storage/s3FileStorage';
import type { FileStorage } from '../../../server/storage/fileStorage';
import type { S3StorageConfig } from '../../../server/storage/storageConfig';
import { createExportFiles } from '../../../server/exportJobs/exportFiles';
import { checkBucket } from '../../../server/storage/checkBucket';

// The S3 implementation against a real S3-compatible server on a port of its own (s3rver, in this process): the
// SDK signs and sends real HTTP requests, and the server keeps the objects in a temporary folder.

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const MiB = 1024 * 1024;

/** `size` bytes of a repeating pattern, produced 64 KiB at a time: the whole never exists in memory. */
const generated = (size: number): Readable => {
  const chunk = Buffer.alloc(64 * 1024);
  for (let index = 0; index < chunk.length; index++) chunk[index] = index % 251;
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, left));
      left -= piece.length;
      this.push(Buffer.from(piece));
    },
  });
};

const digest = async (stream: Readable): Promise<{ sha256: string; size: number }> => {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
};

const read = async (stream: Readable | null): Promise<Buffer | null> => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3 file storage (against s3rver)', () => {
  let directory: string;
  let server: S3rver;
  let config: S3StorageConfig;
  let storage: FileStorage;
  let client: S3Client;

  /** Whether the bucket holds an object of this full key (read past the storage, with a client of the test's own). */
  const inBucket = async (key: string): Promise<boolean> =>
    client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key })).then(() => true, (error: { name?: string }) => {
      if (error.name === 'NotFound') return false;
      throw error;
    });

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(directory, 'bucket'), configureBuckets: [{ name: 'portal' }] });
    const { port } = await server.run();
    config = {
      kind: 's3', bucket: 'portal', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, prefix: 'portal-a/',
    };
    storage = createFileStorage({ filesDir: path.join(directory, 'unused'), storage: config });
    client = createS3Client(config);
  });
  afterAll(async () => {
    storage.close?.();
    client.destroy();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('gives back what it stored under files/ of the prefix, replaces it whole, and forgets it', async () => {
    const key = randomUUID();
    await storage.put(key, Buffer.from('first version'));
    expect(await inBucket(`portal-a/files/${key}`)).toBe(true);
    expect(await read(await storage.open(key))).toEqual(Buffer.from('first version'));
    await storage.put(key, new Uint8Array([1, 2, 3]));
    expect(await read(await storage.open(key))).toEqual(Buffer.from([1, 2, 3]));
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    expect(await inBucket(`portal-a/files/${key}`)).toBe(false);
    // Nothing went to the local folder.
    expect(fs.existsSync(path.join(directory, 'unused'))).toBe(false);
  });

  it('answers null for a key never stored', async () => {
    expect(await storage.open(randomUUID())).toBeNull();
  });

  it('streams a body larger than three parts up and down, byte for byte', async () => {
    const size = 12 * MiB + 12_345;
    const key = randomUUID();
    const expected = await digest(generated(size));
    await storage.put(key, generated(size));
    expect(await digest((await storage.open(key))!)).toEqual(expected);
    await storage.remove(key);
  });

  it.each(['../outside', 'a/b', '..', '', 'x'.repeat(129), 'name.pdf'])('refuses the key %p', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.open(key)).rejects.toThrow('invalid storage key');
    await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
  });

  it('keeps export files under exports/, built in the scratch folder and removed from it once uploaded', async () => {
    const scratch = path.join(directory, 'scratch');
    fs.mkdirSync(scratch);
    const files = createExportFiles(scratch, config);
    try {
      const name = `${randomUUID()}.csv`;
      const partial = files.scratchPath(name);
      expect(path.dirname(partial)).toBe(scratch);
      fs.writeFileSync(partial, 'Reference\r\nTX-1\r\n');
      await files.keep(partial, name);
      expect(fs.readdirSync(scratch)).toEqual([]);
      expect(await inBucket(`portal-a/exports/${name.replace('.', '_')}`)).toBe(true);
      expect((await read(await files.open(name)))?.toString()).toBe('Reference\r\nTX-1\r\n');
      await files.remove(name);
      expect(await files.open(name)).toBeNull();
    } finally {
      files.close?.();
    }
  });
});

describe('the bucket check at start', () => {
  let directory: string;
  let server: S3rver;
  let base: S3StorageConfig;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-s3-check-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'portal' }] });
    const { port } = await server.run();
    base = {
      kind: 's3', bucket: 'portal', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, prefix: '',
    };
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('passes the local folders and a bucket that is there', async () => {
    expect(await checkBucket({ kind: 'local' })).toBeNull();
    expect(await checkBucket(base)).toBeNull();
  });

  it('names a bucket that does not exist, and a server that cannot be reached, without the key pair', async () => {
    const missing = await checkBucket({ ...base, bucket: 'no-such-bucket' });
    expect(missing).toContain('S3_BUCKET "no-such-bucket"');
    expect(missing).toContain('does not exist');
    const unreachable = await checkBucket({ ...base, endpoint: 'http://127.0.0.1:9' });
    expect(unreachable).toContain('cannot be reached');
    for (const text of [missing, unreachable]) expect(text).not.toContain('S3RVER');
  });
});

describe('S3 file storage, when the server cannot be reached', () => {
  it('fails the write instead of pretending it stored', async () => {
    const storage = createFileStorage({
      filesDir: '/nonexistent',
      storage: {
        // A port nothing listens on (the discard port), so the connection is refused at once.
        kind: 's3', bucket: 'portal', endpoint: 'http://127.0.0.1:9', region: 'us-east-1', forcePathStyle: true,
        credentials: { accessKeyId: 'x', secretAccessKey: 'y' }, prefix: '',
      },
    });
    try {
      await expect(storage.put(randomUUID(), Buffer.from('x'))).rejects.toThrow();
      await expect(storage.open(randomUUID())).rejects.toThrow();
    } finally {
      storage.close?.();
    }
  });
});
