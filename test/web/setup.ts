import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Machines here have 2 noisy cores: under a full run a lazy chunk can take over findBy*'s default second to load.
configure({ asyncUtilTimeout: 5_000 });

// React and MUI warnings are bugs: any console.error or console.warn fails the test that printed it.
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.${level} during a test: ${args.map(String).join(' ')}`);
  });
}
