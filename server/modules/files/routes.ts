import multipart from '@fastify/multipart';
import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';
import {
  FILE_MESSAGES, MAX_FILES_PER_UPLOAD, UPLOAD_FIELDS, uploadFileAnswerSchema, uploadFileFormSchema,
  uploadImageAnswerSchema, uploadImageFormSchema, type FileContentType, type UploadedFile,
} from '../../../src/api/files';
import { sessionIfSent } from '../../auth/guard';
import type { SessionService } from '../../auth/sessions';
import type { UploadsConfig } from '../../config';
import type { Database } from '../../db/client';
import { contentDisposition } from '../../http/contentDisposition';
import { AppError, notFound } from '../../http/envelope';
import { OPTIONAL_SESSION_SECURITY } from '../../http/openapiSecurity';
import { userRateLimit } from '../../http/userRateLimit';
import type { ZodPlugin } from '../../http/zod';
import type { FileLinkSigner } from '../../models/fileLinks';
import type { FileStorage } from '../../storage/fileStorage';
import { detectFileType, detectImageType, isImageType } from './detectType';
import { displayName, withTypeExtension } from './fileNames';
import { scheduleOrphanSweep } from './orphanSweep';
import { reencodeImage } from './reencodeImage';
import { createFileService, isFileId, type FileKind } from './service';
import { uploadParts, type UploadLimits } from './uploadParts';
import { storedFileAnswer } from '../../http/fileAnswers';

const TAGS = ['files'];

/** Served files never run: no script, no plugin, no same-origin access even if a browser renders one. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** Runs after the app-wide security headers hook (route hooks follow instance hooks), so this CSP wins. */
const fileContentSecurityPolicy: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
  return payload;
};

/** A signed link is cached no longer than it works, and never beyond a day. */
const MAX_CACHE_SECONDS = 86_400;

export type FileRoutesOptions = {
  database: Database;
  storage: FileStorage;
  config: UploadsConfig;
  /** Signs the links answered for uploads and checks those a download presents. */
  links: FileLinkSigner;
  /** Downloads through the HTTP client send the session instead of a signed link. */
  sessions: SessionService;
  /** Uploads (files and images together) one user may send per minute. */
  uploadsPerMinute: number;
  now: () => Date;
};

/**
 * Uploads (session required) and downloads: with the session, the caller's own files; without, a signed link.
 * Also schedules the sweep of unreferenced uploads while the server listens.
 */
export const fileRoutes: ZodPlugin<FileRoutesOptions> = async (app, { database, storage, config, links, sessions, uploadsPerMinute, now }) => {
  await app.register(multipart);
  const service = createFileService({ db: database.db, storage, links, now, quotaBytes: config.quotaBytes });
  const rateLimit = userRateLimit(database.db, now, 'upload-user', uploadsPerMinute);

  let sweep: { stop(): Promise<void> } | undefined;
  app.addHook('onListen', async () => {
    sweep = scheduleOrphanSweep({
      db: database.db, storage, now, graceHours: config.orphanGraceHours, intervalMinutes: config.sweepIntervalMinutes, log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });

  /**
   * Stores every file under the field, or none of them. `detect` decides by content which are accepted (null:
   * `refused` is thrown); images are re-encoded (reencodeImage.ts) and names take the detected type's extension.
   */
  const receive = async (
    request: Parameters<typeof uploadParts>[0], kind: FileKind, limits: UploadLimits,
    detect: (bytes: Uint8Array) => FileContentType | null, refused: string,
  ): Promise<UploadedFile[]> => {
    const batch = await service.startUpload(request.auth, kind, limits.field);
    try {
      for await (const part of uploadParts(request, limits)) {
        const contentType = detect(part.bytes);
        if (!contentType) throw new AppError(400, refused, { data: { field: limits.field } });
        const bytes = isImageType(contentType)
          ? await reencodeImage(part.bytes, contentType, { field: limits.field, maxPixels: config.maxImagePixels })
          : part.bytes;
        await batch.add(bytes, withTypeExtension(displayName(part.filename, kind), contentType), contentType);
      }
      const created = await batch.commit();
      for (const file of created) {
        // No file id: ids stay out of the logs (see http/logger.ts).
        request.log.info({ kind, contentType: file.contentType, size: file.size, ownerId: request.auth.ownerId, userId: request.auth.userId }, 'file uploaded');
      }
      return created;
    } catch (error) {
      await batch.abort();
      throw error;
    }
  };

  const LIMITS = `UPLOAD_MAX_IMAGE_MEGAPIXELS (413 app.files.tooManyPixels), UPLOAD_QUOTA_MB per owner (413 app.files.quotaExceeded, `
    + 'data: quotaBytes, usedBytes), over UPLOAD_RATE_PER_MINUTE uploads a minute per user (files and images together), 429 app.http.tooManyRequests. '
    + 'Images are decoded and encoded again (no metadata, EXIF orientation applied); names take the detected type\'s extension.';

  app.post('/file/upload-file', {
    onRequest: rateLimit,
    schema: {
      summary: 'Upload files (multipart, field `files`); the type is read from the content, not the name',
      description: 'Accepts PDF, PNG, JPEG, GIF, WebP, zip-based office documents and zip, UTF-8 text or CSV. '
        + `At most ${MAX_FILES_PER_UPLOAD} files, each within UPLOAD_MAX_FILE_MB; 400 app.files.typeRefused, 413 app.files.tooLarge; `
        + `an image that does not decode, 400 app.files.notAnImage; ${LIMITS} Each \`url\` is a signed link valid FILE_LINK_TTL_MINUTES.`,
      tags: TAGS,
      consumes: ['multipart/form-data'],
      body: uploadFileFormSchema,
      response: { 200: uploadFileAnswerSchema },
    },
  }, async (request) => {
    const limits = { field: UPLOAD_FIELDS.files, maxBytes: config.maxFileBytes, maxFiles: MAX_FILES_PER_UPLOAD };
    const created = await receive(request, 'file', limits, detectFileType, FILE_MESSAGES.typeRefused);
    return { err: 200, message: 'ok', data: null, created };
  });

  app.post('/file/upload-image', {
    onRequest: rateLimit,
    schema: {
      summary: 'Upload one image (multipart, field `images`): PNG, JPEG, GIF or WebP by content; answers its signed URL',
      description: 'SVG and anything that is not one of those images is refused (400 app.files.notAnImage); over UPLOAD_MAX_IMAGE_MB, '
        + `413 app.files.tooLarge; ${LIMITS} The URL is a signed link valid FILE_LINK_TTL_MINUTES; records store it as /api/file/<id>.`,
      tags: TAGS,
      consumes: ['multipart/form-data'],
      body: uploadImageFormSchema,
      response: { 200: uploadImageAnswerSchema },
    },
  }, async (request) => {
    const limits = { field: UPLOAD_FIELDS.images, maxBytes: config.maxImageBytes, maxFiles: 1 };
    const [image] = await receive(request, 'image', limits, detectImageType, FILE_MESSAGES.notAnImage);
    return { err: 200, message: 'ok', data: image.url };
  });

  app.get('/file/:id', {
    // Public: <img> tags cannot send the bearer header, so a signed link stands in for the session.
    // A session sent but no longer valid is 401; an expired or altered link 403.
    config: { public: true, errors: [401, 403], fileAnswer: storedFileAnswer },
    onSend: fileContentSecurityPolicy,
    schema: {
      summary: 'The bytes of a stored file (also HEAD): by its signed link, or with the session; images inline, the rest as attachments',
      description: 'Without a session: only with `t`, the signature of the link the server answered (records, uploads); an expired '
        + 'link is 403 app.files.linkExpired, a missing or altered one 403 app.files.linkInvalid. With the session (Authorization '
        + "header): the caller's own files, another owner's file is 404 dataNotFound. Sent with nosniff and a sandboxing CSP.",
      tags: TAGS,
      security: OPTIONAL_SESSION_SECURITY,
      params: z.object({ id: z.string().max(36).describe('the id an upload answered (uuid v4)') }),
      querystring: z.object({ t: z.string().max(100).optional().describe('the link\'s expiry and signature') }),
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const { t: token } = request.query;
    const auth = await sessionIfSent(sessions, request);
    if (!auth) {
      if (!isFileId(id)) throw notFound();
      const verdict = links.check(id, token);
      if (verdict !== 'valid') throw new AppError(403, verdict === 'expired' ? FILE_MESSAGES.linkExpired : FILE_MESSAGES.linkInvalid);
    }
    const file = await service.find(id);
    // Another owner's file does not exist for this caller.
    if (!file || (auth && file.ownerId !== auth.ownerId)) throw notFound();
    const stream = await service.open(file.id);
    if (!stream) {
      request.log.error({ ownerId: file.ownerId }, 'stored file missing from the file storage');
      throw notFound();
    }
    const cacheControl = auth || token === undefined
      ? 'private, no-store'
      : `private, max-age=${Math.min(MAX_CACHE_SECONDS, links.secondsLeft(token))}`;
    return reply.headers({
      'content-type': file.contentType,
      'content-length': String(file.size),
      'x-content-type-options': 'nosniff',
      'content-disposition': contentDisposition(isImageType(file.contentType) ? 'inline' : 'attachment', file.originalName),
      'cache-control': cacheControl,
    }).send(stream);
  });
};
