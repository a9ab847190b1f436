// `npm run api:types`: writes the published OpenAPI document's TypeScript types for the partner client example.
// `--check`: writes nothing, fails when the committed types are not those of the current document;
// `--document <file>`: also writes the document the types were made from; `--from <file>`: makes the types from that
// document instead of building the app (the server test passes the one the server serves).
import fs from 'node:fs';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The partner client example's types (examples/partner-client). */
const TYPES_FILE = 'examples/partner-client/schema.d.ts';

const BANNER = [
  '/**',
  ' * The merchant portal API, as TypeScript types: generated from its OpenAPI document by openapi-typescript.',
  ' * Do not edit: run `npm run api:types` (a server test fails while this file is not that of the current document).',
  ' */',
  '',
].join('\n');

const main = async () => {
  const args = process.argv.slice(2);
  const fromFile = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
  // The app (the whole server) is loaded only when the document is built here.
  const document = fromFile
    ? (JSON.parse(fs.readFileSync(fromFile, 'utf8')) as Record<string, unknown>)
    : await (await import('./apiDocument')).buildPublishedDocument();
  const documentFile = args.includes('--document') ? args[args.indexOf('--document') + 1] : undefined;
  if (documentFile) fs.writeFileSync(documentFile, JSON.stringify(document));
  const types = BANNER + astToString(await openapiTS(document as unknown as OpenAPI3, { alphabetize: true }));
  if (args.includes('--check')) {
    const current = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
    if (current !== types) {
      process.stderr.write(`${TYPES_FILE} is not generated from the current API description: run npm run api:types\n`);
      process.exit(1);
    }
    return;
  }
  fs.writeFileSync(TYPES_FILE, types);
  process.stdout.write(`wrote ${TYPES_FILE}\n`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
