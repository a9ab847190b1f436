import type { App } from '../../../server/app';
import { buildAuthApp, createClock, type AuthTestOptions, type TestClock } from './app';
import type { DatabaseContext } from './databases';

export interface SuiteApp {
  /** Built in beforeAll: use it inside a test or hook. */
  readonly app: App;
  readonly clock: TestClock;
}

/**
 * One `buildAuthApp` app for the enclosing describe block, on a clock of its own: built before its first test,
 * closed after its last. `options` may be a function, read when the app is built (after earlier beforeAll hooks).
 */
export const suiteApp = (context: DatabaseContext, options: AuthTestOptions | (() => AuthTestOptions) = {}): SuiteApp => {
  const clock = createClock();
  let app: App | undefined;
  beforeAll(async () => {
    app = await buildAuthApp(context.database, clock, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    clock,
    get app() {
      if (!app) throw new Error('the suite app is not built yet (use it inside a test or hook)');
      return app;
    },
  };
};
