import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay an answer, because its duration would tell a caller something (whether the account of
 * a reset exists): started once the answer has gone out, its failures logged. `idle()` waits for it (tests, shutdown).
 */
export interface AfterAnswer {
  run(task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export const createAfterAnswer = (log: FastifyBaseLogger): AfterAnswer => {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      // Not in the answer's own turn of the event loop: whatever finishes the answer goes first.
      const running: Promise<void> = new Promise((resolve) => setImmediate(resolve)).then(task)
        .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      // An answer's onResponse hook may still be about to start its work: let it.
      await new Promise((resolve) => setImmediate(resolve));
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
};
