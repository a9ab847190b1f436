import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const LONG = 'public, max-age=31536000, immutable';

/**
 * Serves the built app from `staticDir` when it holds an index.html. Hash routing means only `/` needs
 * index.html. Files under /assets/ carry a content hash in their name, so they are cached for a year;
 * everything else is revalidated on each use. The build writes `.br` and `.gz` beside them
 * (scripts/precompressAssets.ts): they are sent to a browser that accepts them, with Vary: Accept-Encoding.
 * Source maps (built hidden, for error tracking) are served to nobody: they hold the whole source. Returns whether
 * the app is served.
 */
export const registerStaticApp = async (app: FastifyInstance, staticDir: string): Promise<boolean> => {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => !/\.map(\.(br|gz))?$/i.test(pathName),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(staticDir, filePath).split(path.sep);
      reply.header('cache-control', relative[0] === 'assets' ? LONG : 'no-cache');
    },
  });
  return true;
};
