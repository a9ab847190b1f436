import type { AddressInfo } from 'node:net';
import { resolveAuthSecret } from './auth/secret';
import { loadConfig, NO_MAPS_KEY_NOTE } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/demo/accounts';
import { migrateDatabase } from './db/migrate';
import { canPrettyPrint, loggerOptions } from './http/logger';
import { prepareData, StartRefused } from './startup/prepareData';
import { checkSharedSecret, SECRET_CHANGED_WARNING } from './startup/sharedSecret';
import { checkBucket } from './storage/checkBucket';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const demoAccountsTable = () =>
  ['Demo sign-in accounts (Owner ID / username / password):',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.code.padEnd(7)} ${a.username}  ${a.password.padEnd(19)} ${a.who}`)].join('\n');

const main = async () => {
  const loaded = loadConfig();
  const config = { ...loaded, auth: { ...loaded.auth, secret: resolveAuthSecret(loaded.auth.secret, loaded.dataDir) } };
  const bucketProblem = await checkBucket(config.storage);
  if (bucketProblem) throw new StartRefused(bucketProblem);
  const pretty = Boolean(process.stdout.isTTY) && config.nodeEnv !== 'production' && canPrettyPrint();
  let reportPoolError = (error: Error) => console.error('idle database connection failed:', error);
  const database = await openDatabase({
    ...config, onPoolError: (error) => reportPoolError(error), listenForAuthChanges: config.auth.sessionCache,
  });
  await migrateDatabase(database);
  const prepared = await prepareData(database, config, (line) => process.stdout.write(`${line}\n`))
    .catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  if (config.nodeEnv === 'production' && !config.auth.webauthn.configured) {
    await database.close();
    throw new StartRefused('Refusing to start with NODE_ENV=production without WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS: passkeys are bound to '
      + 'the site\'s domain (WEBAUTHN_RP_ID=portal.example.com) and signed for its exact origins (WEBAUTHN_ORIGINS=https://portal.example.com).');
  }
  // Loaded once the data is known to be servable: a refused start (prepareData) exits without loading the routes.
  const { buildApp } = await import('./app');
  const app = await buildApp({ database, config, logger: loggerOptions({ level: config.logLevel, pretty }) });
  reportPoolError = (error) => app.log.error({ err: error }, 'idle database connection failed');
  const secretCheck = await checkSharedSecret(database.db, config.auth.secret, new Date());
  if (secretCheck.outcome === 'changed') app.log.warn({ before: secretCheck.before, now: secretCheck.now }, SECRET_CHANGED_WARNING);
  if (!config.serving.maps) app.log.info(NO_MAPS_KEY_NOTE);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS / 1000} s: forcing exit`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close()
      .then(() => database.close())
      .then(() => {
        app.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const demo = prepared.demoAccounts ? `${demoAccountsTable()}\n` : '';
  process.stdout.write(`\nMerchant portal: ${url}/   API docs: ${url}/api/docs\n${demo}\n`);
};

main().catch((error: unknown) => {
  if (error instanceof StartRefused) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
