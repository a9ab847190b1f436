// Browser tests: Debian Chromium through playwright-core, each file against its own `server/main.ts` started on a
// free port with a throw-away copy of the seeded demo database (support/ownServer.ts, support/globalSetup.ts).
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
  testTimeout: 60_000,
  // Two files at a time: a browser test waits on the network, timers and paint as much as it computes (70 tests:
  // 1,028 s in one worker, 436 s in two on two cores).
  maxWorkers: '100%',
  reporters: ['default', '<rootDir>/test/timing/timingReporter.js'],
  // otplib (the authenticator app's codes) needs @scure/base and @noble/hashes, which ship ESM only.
  transformIgnorePatterns: ['node_modules/(?!(@scure/base|@noble/hashes)/)'],
  transform: {
    'node_modules/(@scure/base|@noble/hashes)/.+\\.js$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, allowJs: true, module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', esModuleInterop: true, rootDir: '.', target: 'ES2022' } },
    ],
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', esModuleInterop: true, rootDir: '.', target: 'ES2022' } },
    ],
  },
};
