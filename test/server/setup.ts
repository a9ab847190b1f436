import { formatContractProblems, takeContractProblems } from './support/contract';

// Any console.error or console.warn during a server test is a bug: fail the test that caused it.
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.${level} during a test: ${args.map(String).join(' ')}`);
  });
}

// The contract check (support/contract.ts): an answer the OpenAPI document does not describe fails the test that
// received it (afterEach), or the suite when a hook received it (afterAll).
const failOnContractProblems = () => {
  const found = takeContractProblems();
  if (found.length) throw new Error(`answers that break the API description:\n${formatContractProblems(found)}`);
};
afterEach(failOnContractProblems);
afterAll(failOnContractProblems);
