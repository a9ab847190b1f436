import '@testing-library/jest-dom';

// React and MUI warnings are bugs: any console.error or console.warn fails the test that printed it.
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.${level} during a test: ${args.map(String).join(' ')}`);
  });
}
