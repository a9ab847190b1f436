import { buildApp, type App } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';

/** The configuration of a test run: development hooks on, no built app to serve, no logs. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  // A test's clock stands still: per-user limits high enough never to bite (their own tests set them low).
  ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent-static-dir', UPLOAD_RATE_PER_MINUTE: '100000', REPORT_RATE_PER_MINUTE: '100000' }),
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

export const buildTestApp = (database: Database, options: { config?: Partial<Config>; now?: () => Date } = {}): Promise<App> =>
  buildApp({ database, config: testConfig(options.config), now: options.now, logger: false });
