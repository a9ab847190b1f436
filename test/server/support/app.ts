import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import type { Notifier } from '../../../server/notify/notifier';
import { installContractCheck } from './contract';

export const MINUTE = 60_000;

/** The configuration of a test run: development hooks on, no built app to serve, no logs. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  // A test's clock stands still: per-user and per-address limits high enough never to bite (their own tests set
  // them low).
  ...loadConfig({
    NODE_ENV: 'test', STATIC_DIR: '/nonexistent-static-dir', UPLOAD_RATE_PER_MINUTE: '100000', REPORT_RATE_PER_MINUTE: '100000',
    CAPTCHA_RATE_PER_MINUTE: '100000', API_RATE_PER_MINUTE: '100000', PASSWORD_HASH_COST: 'test',
    // Export files of a test run stay in the temp folder. Idle workers poll once an hour: an export a test sees
    // finish was taken up when it was asked for, as a user's is, never by waiting out a poll.
    EXPORTS_DIR: path.join(os.tmpdir(), 'merchant-portal-tests', `exports-${process.pid}`), EXPORT_POLL_SECONDS: '3600',
    // Webhooks deliver nothing by themselves: their tests drive dispatch, attempts and the clock.
    WEBHOOK_WORKERS: '0',
  }),
  ...overrides,
});

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export const createClock = (start = new Date('2026-11-21T02:00:00.000Z')): TestClock => {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => { current += ms; } };
};

export type TestAppOptions = Omit<AppDeps, 'database' | 'config'> & { config?: Partial<Config> };

/**
 * An app on `testConfig` with the given overrides; no logs unless a logger is given. Every JSON answer it gives is
 * checked against the OpenAPI document (contract.ts): the document cannot drift from the code.
 */
export const buildTestApp = async (database: Database, { config, ...deps }: TestAppOptions = {}): Promise<App> => {
  const app = await buildApp({ logger: false, ...deps, database, config: testConfig(config) });
  installContractCheck(app);
  return app;
};

/** Cheap scrypt for tests (PASSWORD_HASH_COST=test; the stored hash names its parameters). */
export { TEST_PASSWORD_PARAMS } from '../../../server/auth/passwords';

export interface AuthTestOptions {
  /** Sign-in requests per minute per address; tests that do not test it get a high limit. */
  signInRatePerMinute?: number;
  auth?: Partial<Config['auth']>;
  delivery?: Partial<Config['delivery']>;
  uploads?: Partial<Config['uploads']>;
  /** Per-user limits; tests that do not test them keep testConfig's high ones. */
  rates?: Partial<Config['rates']>;
  exports?: Partial<Config['exports']>;
  /** Where uploads and exports are kept (S3_*); default the local folders. */
  storage?: Config['storage'];
  money?: Partial<Config['money']>;
  webhooks?: Partial<Config['webhooks']>;
  devHooks?: boolean;
  notifier?: Notifier;
  logger?: AppDeps['logger'];
}

/** An app whose sessions tests can open: a known secret, cheap password hashes (testConfig), the test's clock. */
export const buildAuthApp = (database: Database, clock: TestClock = createClock(), options: AuthTestOptions = {}): Promise<App> => {
  const base = testConfig();
  return buildTestApp(database, {
    config: {
      devHooks: options.devHooks ?? base.devHooks,
      auth: { ...base.auth, secret: 'test-secret', signInRatePerMinute: options.signInRatePerMinute ?? 100_000, ...options.auth },
      delivery: { ...base.delivery, ...options.delivery },
      uploads: { ...base.uploads, ...options.uploads },
      rates: { ...base.rates, ...options.rates },
      exports: { ...base.exports, ...options.exports },
      storage: options.storage ?? base.storage,
      money: { ...base.money, ...options.money },
      webhooks: { ...base.webhooks, ...options.webhooks },
    },
    now: clock.now,
    logger: options.logger,
    notifier: options.notifier,
  });
};
