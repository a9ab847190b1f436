import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The screens' times are Vietnam time; a device elsewhere is told so (src/ui/timeZone). The web tests run as a
// device in Vietnam, whatever the machine's zone; test/e2e/signIn.e2e.ts is a device elsewhere.
jest.mock('../../src/ui/timeZone/deviceTimeZone', () => ({ deviceTimeZone: () => 'Asia/Ho_Chi_Minh' }));

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
