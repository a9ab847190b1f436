import { z } from 'zod';

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
} as const;

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

/** `GET /api/file/<id>` serves the bytes; ids are uuid v4, so a URL cannot be guessed. */
export const fileUrl = (id: string): string => `/api/file/${encodeURIComponent(id)}`;

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  /** The original name, cleaned for display (no path, no control characters, at most 200 characters). */
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.enum(FILE_CONTENT_TYPES),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/file/upload-file: the spec's client reads `created[0].id`. */
export const uploadFileAnswerSchema = z.object({
  err: z.number().int(),
  message: z.string(),
  data: z.null(),
  created: z.array(uploadedFileSchema),
});
export type UploadFileAnswer = z.infer<typeof uploadFileAnswerSchema>;

/** POST /api/file/upload-image: the spec's client reads `data`, the image's URL. */
export const uploadImageAnswerSchema = z.object({
  err: z.number().int(),
  message: z.string(),
  data: z.string(),
});
export type UploadImageAnswer = z.infer<typeof uploadImageAnswerSchema>;

/** Documentation only: multipart bodies are read part by part, not validated as a whole. */
export const uploadFileFormSchema = z.any().meta({
  description: `multipart/form-data: one or more files under \`${UPLOAD_FIELDS.files}\``,
});
export const uploadImageFormSchema = z.any().meta({
  description: `multipart/form-data: one image under \`${UPLOAD_FIELDS.images}\` (PNG, JPEG, GIF or WebP)`,
});
