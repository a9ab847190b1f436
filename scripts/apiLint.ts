// `npm run api:lint`: Spectral (its OpenAPI rules and the OWASP API security ruleset, .spectral.yaml) over the
// document as integrators get it. Writes it to .api-lint/openapi.json and runs the CLI on it; the exit code is the
// CLI's (non-zero on any error).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildPublishedDocument } from './apiDocument';

const main = async () => {
  const dir = path.join(__dirname, '..', '.api-lint');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(await buildPublishedDocument(), null, 2));
  const cli = path.join(__dirname, '..', 'node_modules', '.bin', 'spectral');
  try {
    execFileSync(cli, ['lint', file, '--ruleset', path.join(__dirname, '..', '.spectral.yaml'), ...process.argv.slice(2)], { stdio: 'inherit' });
  } catch (error) {
    process.exitCode = (error as { status?: number }).status ?? 1;
  }
};

void main();
