import { z } from 'zod';
import { errField, messageField } from './envelope';

/** Message keys of the upload calls; the app translates them (`app.files.*` in src/i18n). */
export const FILE_MESSAGES = {
  /** The content is not one of the accepted types (checked by its bytes, never by its name). */
  typeRefused: 'app.files.typeRefused',
  /** Larger than UPLOAD_MAX_FILE_MB (files) or UPLOAD_MAX_IMAGE_MB (images): HTTP 413. */
  tooLarge: 'app.files.tooLarge',
  /** No file under the expected field (`files` or `images`), or the request is not multipart. */
  required: 'app.files.required',
  /** More files than one upload takes (one image; MAX_FILES_PER_UPLOAD files). */
  tooMany: 'app.files.tooMany',
  /** Image bytes that do not decode as the image they claim to be (or no image at all on upload-image): HTTP 400. */
  notAnImage: 'app.files.notAnImage',
  /** An image of more pixels than UPLOAD_MAX_IMAGE_MEGAPIXELS: HTTP 413, `data` is TooManyPixelsData. */
  tooManyPixels: 'app.files.tooManyPixels',
  /** The owner's stored files would exceed UPLOAD_QUOTA_MB: HTTP 413, `data` is QuotaExceededData. */
  quotaExceeded: 'app.files.quotaExceeded',
  /** A file link past its expiry: HTTP 403 (the page that showed it is older than FILE_LINK_TTL_MINUTES). */
  linkExpired: 'app.files.linkExpired',
  /** A file address without a valid signature and no session: HTTP 403. */
  linkInvalid: 'app.files.linkInvalid',
} as const;

/** `data` of a 413 quotaExceeded: the owner's quota and what its stored files already take, in bytes. */
export interface QuotaExceededData {
  field: string;
  quotaBytes: number;
  usedBytes: number;
}

/** `data` of a 413 tooManyPixels: the most pixels (width × height × frames) an image may have. */
export interface TooManyPixelsData {
  field: string;
  maxPixels: number;
}

/** Multipart field names (spec §7 "Uploads and helpers"). */
export const UPLOAD_FIELDS = { files: 'files', images: 'images' } as const;

export const MAX_FILES_PER_UPLOAD = 20;

/** The types an upload may have, detected from the bytes. Images are also accepted by upload-file. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const FILE_CONTENT_TYPES = [
  ...IMAGE_CONTENT_TYPES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'text/plain; charset=utf-8',
] as const;

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

/**
 * `GET /api/file/<id>`: with the session header (downloads through the HTTP client) it serves the caller's own
 * files; without one, only through the signed link the server answers (`url`, src/core/fileLinks.ts).
 */
export const fileUrl = (id: string): string => `/api/file/${encodeURIComponent(id)}`;

export const uploadedFileSchema = z.object({
  id: z.uuid().max(36),
  /** The original name, cleaned for display (no path, no control characters, at most 200 characters). */
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.enum(FILE_CONTENT_TYPES),
  /** A signed link to the file, valid for FILE_LINK_TTL_MINUTES. */
  url: z.string(),
}).meta({
  examples: [{
    id: '9b2f4c1e-5d7a-4e3b-8c6f-2a1d0e9f8b7c', name: 'hop-dong-thue-mat-bang.pdf', size: 248_731, contentType: 'application/pdf',
    url: '/api/file/9b2f4c1e-5d7a-4e3b-8c6f-2a1d0e9f8b7c?t=1764150000.Zk3xQ9mP2vL7nR4s',
  }],
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/file/upload-file: the spec's client reads `created[0].id`. */
export const uploadFileAnswerSchema = z.object({
  err: errField,
  message: messageField,
  data: z.null(),
  created: z.array(uploadedFileSchema),
});
export type UploadFileAnswer = z.infer<typeof uploadFileAnswerSchema>;

/** POST /api/file/upload-image: the spec's client reads `data`, the image's (signed) URL. */
export const uploadImageAnswerSchema = z.object({
  err: errField,
  message: messageField,
  data: z.string(),
}).meta({ examples: [{ err: 200, message: 'ok', data: '/api/file/4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b?t=1764150000.Pq8wE3rT6yU1iO5a' }] });
export type UploadImageAnswer = z.infer<typeof uploadImageAnswerSchema>;

/** Documentation only: multipart bodies are read part by part, not validated as a whole. */
export const uploadFileFormSchema = z.any().meta({
  description: `multipart/form-data: one or more files under \`${UPLOAD_FIELDS.files}\``,
});
export const uploadImageFormSchema = z.any().meta({
  description: `multipart/form-data: one image under \`${UPLOAD_FIELDS.images}\` (PNG, JPEG, GIF or WebP)`,
});
