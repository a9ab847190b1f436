import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './server/serverChild';

const ROOT = join(__dirname, '..');

export interface ProductServer {
  url: string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * The product as `npm start` runs it (`server/main.ts` serving the built `dist/`), on a throw-away data folder with
 * the demo data, its sign-in limits raised so that a bench may sign in several times a minute.
 */
export const startProduct = async (): Promise<ProductServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-'));
  const child = await startChild(join(ROOT, 'server', 'main.ts'), {
    NODE_ENV: 'test', DATA_DIR: dataDir, STATIC_DIR: join(ROOT, 'dist'), SIGNIN_RATE_PER_MINUTE: '600', CAPTCHA_RATE_PER_MINUTE: '600',
  }, '/api/health', { readyWithinMs: 600_000 }); // the demo seed takes minutes on a busy two-core machine
  return {
    url: child.url,
    stop: async () => {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
