import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (JSON above the threshold, by Accept-Encoding, brotli first): only types mime-db
 * calls compressible, never an answer that already has a Content-Encoding (the precompressed app files). Adds
 * Vary: Accept-Encoding. A compressed request body is inflated, the body limit counting the inflated bytes.
 * Register before the routes.
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
};
