import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '../../../src/api/files';
import { AppError } from '../../http/envelope';

export interface UploadPart {
  bytes: Buffer;
  /** The name the client gave, untrusted: for display only. */
  filename: string | undefined;
}

export interface UploadLimits {
  field: string;
  maxBytes: number;
  maxFiles: number;
}

const MALFORMED = /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file|multipart data))$/;

const errorCode = (error: unknown): string | undefined => (error as { code?: unknown } | null)?.code as string | undefined;

/** @fastify/multipart's limit errors as the envelope the app shows, naming the field. */
const asUploadError = (error: unknown, { field, maxBytes }: UploadLimits): unknown => {
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, FILE_MESSAGES.tooLarge, { data: { field, maxBytes } });
    case 'FST_FILES_LIMIT':
      return new AppError(400, FILE_MESSAGES.tooMany, { data: { field } });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(400, FILE_MESSAGES.required, { data: { field } });
    default:
      // busboy's refusals of a body that is not the multipart it says (no boundary, another one, cut short): the
      // client's mistake, 400 like a request with no file, not a server error.
      return error instanceof Error && MALFORMED.test(error.message) ? new AppError(400, FILE_MESSAGES.required, { data: { field } }) : error;
  }
};

/**
 * The files sent under `field`, one at a time (only one is held in memory); files under other names and plain
 * fields are skipped. Over the size or count limit, or with no file at all, it throws the answer to send.
 */
export async function* uploadParts(request: FastifyRequest, limits: UploadLimits): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw new AppError(400, FILE_MESSAGES.required, { data: { field: limits.field } });
  let count = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 20, fieldSize: 4096, parts: limits.maxFiles + 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== limits.field) {
        part.file.resume();
        continue;
      }
      count++;
      yield { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    throw asUploadError(error, limits);
  }
  if (count === 0) throw new AppError(400, FILE_MESSAGES.required, { data: { field: limits.field } });
}
