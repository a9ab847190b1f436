import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../../server/config';
import { createFileStorage } from '../../../server/storage/createFileStorage';
import type { FileStorage } from '../../../server/storage/fileStorage';

const read = async (stream: Readable | null): Promise<Buffer | null> => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const everyFile = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? everyFile(path.join(dir, entry.name)) : [path.join(dir, entry.name)]);

describe('local file storage', () => {
  let base: string;
  let filesDir: string;
  let storage: FileStorage;

  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-storage-'));
    filesDir = path.join(base, 'files');
    storage = createFileStorage({ filesDir });
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it('creates its folder only when it first stores something', async () => {
    expect(await storage.open(randomUUID())).toBeNull();
    expect(fs.existsSync(filesDir)).toBe(false);
    await storage.put('abc', Buffer.from('x'));
    expect(fs.existsSync(filesDir)).toBe(true);
  });

  it('gives back what it stored, replaces it whole, and forgets it', async () => {
    const key = randomUUID();
    await storage.put(key, Buffer.from('first version'));
    expect(await read(await storage.open(key))).toEqual(Buffer.from('first version'));
    await storage.put(key, new Uint8Array([1, 2, 3]));
    expect(await read(await storage.open(key))).toEqual(Buffer.from([1, 2, 3]));
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    expect(everyFile(filesDir)).toEqual([]);
  });

  it('stores a stream as it is read', async () => {
    const key = randomUUID();
    await storage.put(key, Readable.from([Buffer.from('first '), Buffer.from('and second')]));
    expect(await read(await storage.open(key))).toEqual(Buffer.from('first and second'));
  });

  it('stores nothing when the stream fails halfway', async () => {
    const key = randomUUID();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half'));
        this.destroy(new Error('source failed'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('source failed');
    expect(await storage.open(key)).toBeNull();
    expect(everyFile(filesDir)).toEqual([]);
  });

  it('leaves no temporary file behind, after a success or a failed write', async () => {
    const key = randomUUID();
    await storage.put(key, Buffer.from('ok'));
    expect(everyFile(filesDir)).toEqual([path.join(filesDir, key.slice(0, 2), key)]);
    // A folder where the file should go makes the final rename fail.
    const blocked = randomUUID();
    fs.mkdirSync(path.join(filesDir, blocked.slice(0, 2), blocked), { recursive: true });
    await expect(storage.put(blocked, Buffer.from('never seen'))).rejects.toThrow();
    expect(everyFile(filesDir)).toEqual([path.join(filesDir, key.slice(0, 2), key)]);
  });

  it.each(['../outside', 'a/b', '..', '', 'x'.repeat(129), 'name.pdf', 'C:\\evil'])('refuses the key %p', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.open(key)).rejects.toThrow('invalid storage key');
    await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
    expect(fs.readdirSync(base)).toEqual([]);
  });
});

describe('upload configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).uploads).toEqual({
      filesDir: '/srv/portal/files', maxFileBytes: 10 * 1024 * 1024, maxImageBytes: 5 * 1024 * 1024, maxImagePixels: 40_000_000,
      quotaBytes: 1024 * 1024 * 1024, linkTtlMinutes: 60, sweepIntervalMinutes: 60, orphanGraceHours: 24,
    });
  });

  it('reads the environment and refuses nonsense', () => {
    expect(loadConfig({
      FILES_DIR: '/mnt/uploads', UPLOAD_MAX_FILE_MB: '0.5', UPLOAD_MAX_IMAGE_MB: '2', UPLOAD_MAX_IMAGE_MEGAPIXELS: '12.5',
      UPLOAD_QUOTA_MB: '200', FILE_LINK_TTL_MINUTES: '15', UPLOAD_SWEEP_INTERVAL_MINUTES: '10', UPLOAD_ORPHAN_GRACE_HOURS: '48',
    }).uploads).toEqual({
      filesDir: '/mnt/uploads', maxFileBytes: 512 * 1024, maxImageBytes: 2 * 1024 * 1024, maxImagePixels: 12_500_000,
      quotaBytes: 200 * 1024 * 1024, linkTtlMinutes: 15, sweepIntervalMinutes: 10, orphanGraceHours: 48,
    });
    for (const name of [
      'UPLOAD_MAX_FILE_MB', 'UPLOAD_MAX_IMAGE_MB', 'UPLOAD_MAX_IMAGE_MEGAPIXELS', 'UPLOAD_QUOTA_MB', 'FILE_LINK_TTL_MINUTES',
      'UPLOAD_SWEEP_INTERVAL_MINUTES', 'UPLOAD_ORPHAN_GRACE_HOURS',
    ]) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(name);
      expect(() => loadConfig({ [name]: 'big' })).toThrow(name);
    }
  });
});
