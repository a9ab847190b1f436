import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileUrl, type FileContentType, type UploadedFile } from '../../../src/api/files';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { FileStorage } from '../../storage/fileStorage';

export type FileKind = 'file' | 'image';

export interface StoredFile {
  id: string;
  kind: FileKind;
  originalName: string;
  contentType: string;
  size: number;
}

/** The files of one upload request: all of them are kept, or none (`abort` forgets the bytes already stored). */
export interface UploadBatch {
  add(bytes: Buffer, name: string, contentType: FileContentType): Promise<UploadedFile>;
  commit(): Promise<UploadedFile[]>;
  abort(): Promise<void>;
}

/** Canonical uuid v4, the only form of id the server hands out. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isFileId = (id: string): boolean => UUID_V4.test(id);

export const createFileService = ({ db, storage, now }: { db: Db; storage: FileStorage; now: () => Date }) => ({
  startUpload(auth: AuthContext, kind: FileKind): UploadBatch {
    const rows: (typeof files.$inferInsert)[] = [];
    const created: UploadedFile[] = [];
    return {
      async add(bytes, name, contentType) {
        const id = randomUUID();
        await storage.put(id, bytes);
        rows.push({
          id, ownerId: auth.ownerId, uploadedBy: auth.userId, kind, originalName: name, contentType, size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'), createdAt: now(),
        });
        const file: UploadedFile = { id, name, size: bytes.length, contentType, url: fileUrl(id) };
        created.push(file);
        return file;
      },
      async commit() {
        if (rows.length > 0) await db.insert(files).values(rows);
        return created;
      },
      async abort() {
        await Promise.all(rows.map((row) => storage.remove(row.id)));
        rows.length = 0;
        created.length = 0;
      },
    };
  },

  /** Any owner's file: ids are unguessable and images must load in `<img>` tags, which send no session. */
  async find(id: string): Promise<StoredFile | null> {
    if (!isFileId(id)) return null;
    const [row] = await db.select({
      id: files.id, kind: files.kind, originalName: files.originalName, contentType: files.contentType, size: files.size,
    }).from(files).where(eq(files.id, id));
    return row ?? null;
  },

  open: (id: string): Promise<Readable | null> => storage.open(id),
});

export type FileService = ReturnType<typeof createFileService>;
