import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { resolveAuthSecret } from './auth/secret';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/demo/accounts';
import { migrateDatabase } from './db/migrate';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { canPrettyPrint, loggerOptions } from './http/logger';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const demoAccountsTable = () =>
  ['Demo sign-in accounts (Owner ID / username / password):',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.code.padEnd(7)} ${a.username}  ${a.password.padEnd(19)} ${a.who}`)].join('\n');

const main = async () => {
  const loaded = loadConfig();
  const config = { ...loaded, auth: { ...loaded.auth, secret: resolveAuthSecret(loaded.auth.secret, loaded.dataDir) } };
  const pretty = Boolean(process.stdout.isTTY) && config.nodeEnv !== 'production' && canPrettyPrint();
  let reportPoolError = (error: Error) => console.error('idle database connection failed:', error);
  const database = await openDatabase({ ...config, onPoolError: (error) => reportPoolError(error) });
  await migrateDatabase(database);
  if (await isDatabaseEmpty(database)) {
    process.stdout.write('Empty database: seeding the demo data set…\n');
    await seedDemo(database);
  }
  const app = await buildApp({ database, config, logger: loggerOptions({ level: config.logLevel, pretty }) });
  reportPoolError = (error) => app.log.error({ err: error }, 'idle database connection failed');

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
  process.stdout.write(`\nMerchant portal: ${url}/   API docs: ${url}/api/docs\n${demoAccountsTable()}\n\n`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
