import type { Database } from '../../../server/db/client';

/** The text of a query as a driver receives it: a string, or node-postgres's `{ text }` config. */
const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown }).text ?? '');

/** The job queue's workers poll in the background whatever the request: not the request's work. */
const BACKGROUND = /\bpgboss\./;

/**
 * Records the SQL text (parameters apart) of every statement the database runs while `during` runs, the job
 * queue's polling apart: what two code paths ask of the database can then be compared, without timing anything.
 */
export const statementsDuring = async (database: Database, during: () => Promise<void>): Promise<string[]> => {
  const seen: string[] = [];
  const target = database.driver.kind === 'pglite' ? database.driver.client : database.driver.pool;
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(target, 'query').mockImplementation(((...args: unknown[]) => {
    const text = textOf(args[0]);
    if (!BACKGROUND.test(text)) seen.push(text);
    return original(...args);
  }) as never);
  try {
    await during();
  } finally {
    spy.mockRestore();
  }
  return seen;
};
