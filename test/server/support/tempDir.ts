import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder under the system's temp folder for the enclosing describe block, removed after its last test. */
export const suiteTempDir = (prefix: string): { readonly path: string } => {
  let dir: string | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!dir) throw new Error('the temporary folder is not made yet (use it inside a test or hook)');
      return dir;
    },
  };
};
