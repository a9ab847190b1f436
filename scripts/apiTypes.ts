// `npm run api:types`: writes the published OpenAPI document's TypeScript types for the partner client example.
import fs from 'node:fs';
import { buildPublishedDocument, renderTypes, TYPES_FILE } from './apiDocument';

const main = async () => {
  const types = await renderTypes(await buildPublishedDocument());
  fs.writeFileSync(TYPES_FILE, types);
  process.stdout.write(`wrote ${TYPES_FILE}\n`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
