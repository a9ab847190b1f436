import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './fileStorage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a local folder, `<dir>/<first two characters of the key>/<key>` (keeps folders small). The folder
 * is created on the first write, so building an app that never stores anything leaves the disk alone.
 */
export const createLocalFileStorage = (dir: string): FileStorage => {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    async put(key, body) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target then renamed: a reader never sees half a file, a crash leaves only a temp file.
      const temporary = path.join(path.dirname(target), `.${key}.${randomUUID()}.tmp`);
      try {
        const handle = await fs.open(temporary, 'wx', 0o600);
        try {
          // A stream is written chunk by chunk as it arrives (each write awaited: the source waits for the disk).
          if (body instanceof Readable) for await (const chunk of body) await handle.write(chunk as Uint8Array);
          else await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async open(key): Promise<Readable | null> {
      try {
        const handle = await fs.open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
};
