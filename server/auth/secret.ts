import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The HMAC key of one-time codes: `AUTH_SECRET` when set, otherwise one generated on first start and kept in
 * `${dataDir}/auth-secret` (mode 0600), so codes survive a restart. Several server processes sharing one
 * PostgreSQL database must be given the same `AUTH_SECRET`.
 */
export const resolveAuthSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
};
