import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { wrapPGlite } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';

/**
 * The OpenAPI document as integrators get it (production settings: no development hooks), from which
 * `npm run api:types` (apiTypes.ts) writes the TypeScript types the partner client example uses.
 */

type Json = Record<string, unknown>;

/** The settings the published document is made with: production's, the docs on. */
export const publishedConfig = (base: Config): Config => ({ ...base, devHooks: false, apiDocs: true });

/** Builds the app on an empty in-memory database (no listening) and answers its document. */
export const buildPublishedDocument = async (): Promise<Json> => {
  const database = wrapPGlite(await PGlite.create());
  try {
    await migrateDatabase(database);
    const config = publishedConfig(loadConfig({ NODE_ENV: 'production', API_DOCS: '1', STATIC_DIR: '/nonexistent-static-dir' }));
    const app = await buildApp({ database, config });
    try {
      await app.ready();
      return app.swagger() as unknown as Json;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
};
