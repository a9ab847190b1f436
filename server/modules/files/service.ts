import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FileContentType, UploadedFile } from '../../../src/api/files';
import { OWN_FILE_ID } from '../../../src/core/fileLinks';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { FileLinkSigner } from '../../models/fileLinks';
import type { FileStorage } from '../../storage/fileStorage';
import { lockOwnerQuota, quotaExceeded, storedBytes } from './quota';

export type FileKind = 'file' | 'image';

export interface StoredFile {
  id: string;
  ownerId: number;
  kind: FileKind;
  originalName: string;
  contentType: string;
  size: number;
}

/** The files of one upload request: all of them are kept, or none (`abort` forgets the bytes already stored). */
export interface UploadBatch {
  /** Throws 413 quotaExceeded, before storing anything, when the bytes would not fit the owner's quota. */
  add(bytes: Buffer, name: string, contentType: FileContentType): Promise<UploadedFile>;
  commit(): Promise<UploadedFile[]>;
  abort(): Promise<void>;
}

export const isFileId = (id: string): boolean => OWN_FILE_ID.test(id);

export interface FileServiceDeps {
  db: Db;
  storage: FileStorage;
  links: FileLinkSigner;
  now: () => Date;
  /** Bytes one owner may keep (UPLOAD_QUOTA_MB). */
  quotaBytes: number;
}

export const createFileService = ({ db, storage, links, now, quotaBytes }: FileServiceDeps) => ({
  async startUpload(auth: AuthContext, kind: FileKind, field: string): Promise<UploadBatch> {
    const rows: (typeof files.$inferInsert)[] = [];
    const created: UploadedFile[] = [];
    const usedBefore = await storedBytes(db, auth.ownerId);
    let batchBytes = 0;
    return {
      async add(bytes, name, contentType) {
        if (usedBefore + batchBytes + bytes.length > quotaBytes) throw quotaExceeded(field, quotaBytes, usedBefore);
        const id = randomUUID();
        await storage.put(id, bytes);
        batchBytes += bytes.length;
        rows.push({
          id, ownerId: auth.ownerId, uploadedBy: auth.userId, kind, originalName: name, contentType, size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'), createdAt: now(),
        });
        const file: UploadedFile = { id, name, size: bytes.length, contentType, url: links.link(id) };
        created.push(file);
        return file;
      },
      async commit() {
        if (rows.length === 0) return created;
        // Checked again under the owner's lock: another upload may have taken the room since the first check.
        await db.transaction(async (tx) => {
          await lockOwnerQuota(tx, auth.ownerId);
          const used = await storedBytes(tx, auth.ownerId);
          if (used + batchBytes > quotaBytes) throw quotaExceeded(field, quotaBytes, used);
          await tx.insert(files).values(rows);
        });
        return created;
      },
      async abort() {
        await Promise.all(rows.map((row) => storage.remove(row.id)));
        rows.length = 0;
        created.length = 0;
      },
    };
  },

  async find(id: string): Promise<StoredFile | null> {
    if (!isFileId(id)) return null;
    const [row] = await db.select({
      id: files.id, ownerId: files.ownerId, kind: files.kind, originalName: files.originalName, contentType: files.contentType, size: files.size,
    }).from(files).where(eq(files.id, id));
    return row ?? null;
  },

  open: (id: string): Promise<Readable | null> => storage.open(id),
});

export type FileService = ReturnType<typeof createFileService>;
