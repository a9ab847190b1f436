// Any console.error or console.warn during a server test is a bug: fail the test that caused it.
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.${level} during a test: ${args.map(String).join(' ')}`);
  });
}
