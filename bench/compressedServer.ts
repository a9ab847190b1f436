import Fastify from 'fastify';
import { registerCompression } from '../server/http/compression';
import { registerStaticApp } from '../server/http/staticApp';

/**
 * Serves a built folder the way `npm start` serves the product's (precompressed files by Accept-Encoding, the rest
 * compressed on the fly, same caching) on a free loopback port; `/api/*` answers 404.
 */
export const serveCompressed = async (folder: string): Promise<{ url: string; close: () => Promise<void> }> => {
  const app = Fastify();
  await registerCompression(app);
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ err: 404 }));
  if (!(await registerStaticApp(app, folder))) throw new Error(`${folder} holds no built app (index.html)`);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
};
