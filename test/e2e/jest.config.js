// Browser tests: Debian Chromium through playwright-core, against `server/main.ts` started on a free port
// with a throw-away database (see support/globalSetup.ts).
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
  reporters: ['default', '<rootDir>/test/timing/timingReporter.js'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0', esModuleInterop: true, rootDir: '.', target: 'ES2022' } },
    ],
  },
};
