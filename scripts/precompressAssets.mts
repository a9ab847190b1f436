import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images, fonts and source maps are left as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this the headers outweigh the saving (the server's on-the-fly threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside each hashed text asset of the build, at the highest levels (done once, at
 * build time), for the server to pick by Accept-Encoding (@fastify/static `preCompressed`).
 */
export const precompressAssets = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle: async () => {
      const assets = join(outDir, 'assets');
      const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map(async (name) => {
        const file = join(assets, name);
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gz(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      }));
    },
  };
};
