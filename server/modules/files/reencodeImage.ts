import type { Metadata, Sharp } from 'sharp';
import { FILE_MESSAGES, type ImageContentType, type TooManyPixelsData } from '../../../src/api/files';
import { AppError } from '../../http/envelope';

export interface ImageLimits {
  /** The multipart field, named in the errors. */
  field: string;
  /** Decoded pixels (width × height × frames) allowed. */
  maxPixels: number;
}

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' } as const;

const encoders: Record<ImageContentType, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

const notAnImage = (field: string) => new AppError(400, FILE_MESSAGES.notAnImage, { data: { field } });

/**
 * The image decoded and encoded again in its own format. What is not pixels does not survive: bytes appended or
 * hidden in it (a polyglot that is also HTML or a zip), EXIF with the place a photo was taken, comments. The EXIF
 * orientation is applied first, so the photo still stands the right way up. Bytes that do not decode as the
 * type their signature claims answer 400 "not an image" (instead of a blank picture later); more pixels than
 * allowed answer 413, checked from the header before anything is decoded.
 */
export const reencodeImage = async (bytes: Buffer, contentType: ImageContentType, { field, maxPixels }: ImageLimits): Promise<Buffer> => {
  // sharp (libvips) is loaded by the first image upload, not by every start of the server.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw notAnImage(field);
  }
  if (metadata.format !== FORMATS[contentType] || !metadata.width || !metadata.height) throw notAnImage(field);
  const frames = metadata.pages ?? 1;
  const pixels = metadata.width * (metadata.pageHeight ?? metadata.height) * frames;
  if (pixels > maxPixels) {
    throw new AppError(413, FILE_MESSAGES.tooManyPixels, { data: { field, maxPixels } satisfies TooManyPixelsData });
  }
  const animated = frames > 1;
  try {
    const image = sharp(bytes, { animated, limitInputPixels: maxPixels });
    // Frames of an animation carry no orientation of their own; a still image is turned as its EXIF says.
    return await encoders[contentType](animated ? image : image.autoOrient()).toBuffer();
  } catch {
    throw notAnImage(field);
  }
};
