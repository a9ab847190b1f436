import multipart from '@fastify/multipart';
import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';
import {
  FILE_MESSAGES, MAX_FILES_PER_UPLOAD, UPLOAD_FIELDS, uploadFileAnswerSchema, uploadFileFormSchema,
  uploadImageAnswerSchema, uploadImageFormSchema, type FileContentType, type UploadedFile,
} from '../../../src/api/files';
import type { UploadsConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/envelope';
import { userRateLimit } from '../../http/userRateLimit';
import type { ZodPlugin } from '../../http/zod';
import type { FileStorage } from '../../storage/fileStorage';
import { detectFileType, detectImageType, isImageType } from './detectType';
import { contentDisposition, displayName } from './fileNames';
import { createFileService, type FileKind } from './service';
import { uploadParts, type UploadLimits } from './uploadParts';

const TAGS = ['files'];

/** Served files never run: no script, no plugin, no same-origin access even if a browser renders one. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** Runs after the app-wide security headers hook (route hooks follow instance hooks), so this CSP wins. */
const fileContentSecurityPolicy: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
  return payload;
};

export type FileRoutesOptions = {
  database: Database;
  storage: FileStorage;
  config: UploadsConfig;
  /** Uploads (files and images together) one user may send per minute. */
  uploadsPerMinute: number;
  now: () => Date;
};

/** Uploads (session required) and the public download of a stored file by its unguessable id. */
export const fileRoutes: ZodPlugin<FileRoutesOptions> = async (app, { database, storage, config, uploadsPerMinute, now }) => {
  await app.register(multipart);
  const service = createFileService({ db: database.db, storage, now });
  const rateLimit = userRateLimit(database.db, now, 'upload-user', uploadsPerMinute);

  /** Stores every file under the field, or none of them; `detect` decides by content which are accepted. */
  const receive = async (
    request: Parameters<typeof uploadParts>[0], kind: FileKind, limits: UploadLimits,
    detect: (bytes: Uint8Array) => FileContentType | null,
  ): Promise<UploadedFile[]> => {
    const batch = service.startUpload(request.auth, kind);
    try {
      for await (const part of uploadParts(request, limits)) {
        const contentType = detect(part.bytes);
        if (!contentType) throw new AppError(400, FILE_MESSAGES.typeRefused, { data: { field: limits.field } });
        await batch.add(part.bytes, displayName(part.filename, kind), contentType);
      }
      const created = await batch.commit();
      for (const file of created) {
        request.log.info({ fileId: file.id, kind, contentType: file.contentType, size: file.size, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'file uploaded');
      }
      return created;
    } catch (error) {
      await batch.abort();
      throw error;
    }
  };

  app.post('/file/upload-file', {
    onRequest: rateLimit,
    schema: {
      summary: 'Upload files (multipart, field `files`); the type is read from the content, not the name',
      description: 'Accepts PDF, PNG, JPEG, GIF, WebP, zip-based office documents and zip, UTF-8 text or CSV. '
        + `At most ${MAX_FILES_PER_UPLOAD} files, each within UPLOAD_MAX_FILE_MB; 400 app.files.typeRefused, 413 app.files.tooLarge; `
        + 'over UPLOAD_RATE_PER_MINUTE uploads a minute per user (files and images together), 429 app.http.tooManyRequests.',
      tags: TAGS,
      consumes: ['multipart/form-data'],
      body: uploadFileFormSchema,
      response: { 200: uploadFileAnswerSchema },
    },
  }, async (request) => {
    const limits = { field: UPLOAD_FIELDS.files, maxBytes: config.maxFileBytes, maxFiles: MAX_FILES_PER_UPLOAD };
    const created = await receive(request, 'file', limits, detectFileType);
    return { err: 200, message: 'ok', data: null, created };
  });

  app.post('/file/upload-image', {
    onRequest: rateLimit,
    schema: {
      summary: 'Upload one image (multipart, field `images`): PNG, JPEG, GIF or WebP by content; answers its URL',
      description: 'SVG and anything else is refused (400 app.files.typeRefused); over UPLOAD_MAX_IMAGE_MB, 413 app.files.tooLarge; '
        + 'over UPLOAD_RATE_PER_MINUTE uploads a minute per user, 429 app.http.tooManyRequests.',
      tags: TAGS,
      consumes: ['multipart/form-data'],
      body: uploadImageFormSchema,
      response: { 200: uploadImageAnswerSchema },
    },
  }, async (request) => {
    const limits = { field: UPLOAD_FIELDS.images, maxBytes: config.maxImageBytes, maxFiles: 1 };
    const [image] = await receive(request, 'image', limits, detectImageType);
    return { err: 200, message: 'ok', data: image.url };
  });

  app.get('/file/:id', {
    // Public: <img> tags cannot send the bearer header; the uuid v4 id (122 random bits) is the capability.
    config: { public: true },
    onSend: fileContentSecurityPolicy,
    schema: {
      summary: 'The bytes of a stored file (also HEAD); images inline, everything else as an attachment',
      description: 'Public by its unguessable uuid v4 id; sent with nosniff and a sandboxing CSP. 404 dataNotFound otherwise.',
      tags: TAGS,
      params: z.object({ id: z.string().describe('the id an upload answered (uuid v4)') }),
    },
  }, async (request, reply) => {
    const file = await service.find(request.params.id);
    if (!file) throw notFound();
    const stream = await service.open(file.id);
    if (!stream) {
      request.log.error({ fileId: file.id }, 'stored file missing from the file storage');
      throw notFound();
    }
    return reply.headers({
      'content-type': file.contentType,
      'content-length': String(file.size),
      'x-content-type-options': 'nosniff',
      'content-disposition': contentDisposition(isImageType(file.contentType) ? 'inline' : 'attachment', file.originalName),
      'cache-control': 'private, max-age=86400',
    }).send(stream);
  });
};
