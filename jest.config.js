
// ts-jest compiles to CommonJS for jest; type checking is done once by `tsc --noEmit` (npm run typecheck).
/** @type {[string, Record<string, unknown>]} */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      module: 'commonjs',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      jsx: 'react-jsx',
      allowJs: true,
      esModuleInterop: true,
      resolveJsonModule: true,
      rootDir: '.',
      target: 'ES2022',
    },
  },
];

/** @type {import('jest').Config} */
const config = {
  // 2 noisy cores: a test that renders a lazy screen can pass 5 s under a full run. Jest reads this option only
  // here, at the top: inside a project it is silently ignored.
  testTimeout: 15_000,
  // One worker per core (jest's default leaves one core to itself): on CI's two cores the suites run 1.5× faster.
  maxWorkers: '100%',
  // Each suite leaves garbage in its worker's heap (its module registry, PGlite's memory): past ~1 GB every garbage
  // collection slows the next suites. A worker that ends a suite above this limit is replaced (server project on
  // PGlite: 342 s → 279 s).
  workerIdleMemoryLimit: '600MB',
  // Each run's suite and test times, for `npm run test:timing`.
  reporters: ['default', '<rootDir>/test/timing/timingReporter.js'],
  projects: [
    {
      displayName: 'web',
      // jest-fixed-jsdom with two of jsdom's lookups made fast: labels' controls, style rules (see the file)
      testEnvironment: '<rootDir>/test/web/environment.js',
      roots: ['<rootDir>/test/web'],
      setupFilesAfterEnv: ['<rootDir>/test/web/setup.ts'],
      transform: { '^.+\\.[jt]sx?$': tsJest },
      // react-hotkeys-hook ships ESM only
      transformIgnorePatterns: ['node_modules/(?!(react-hotkeys-hook)/)'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/web/fileStub.ts' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      setupFilesAfterEnv: ['<rootDir>/test/server/setup.ts'],
      transform: { '^.+\\.[jt]sx?$': tsJest },
      // ESM only: cookie 2 (light-my-request), content-disposition 3 (@fastify/static), htmlparser2 12 with its
      // dom* and entities packages (sanitize-html), json-schema-ref-parser (the OpenAPI validator), and otplib's
      // @scure/base and @noble/hashes
      transformIgnorePatterns: [
        'node_modules/(?!(cookie|content-disposition|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|@apidevtools/json-schema-ref-parser|@scure/base|@noble/hashes)/)',
      ],
    },
  ],
};

module.exports = config;
