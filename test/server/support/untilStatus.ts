/**
 * Calls until the answer's status is `status` (a few hundred tries, each after the event loop's pending work): a change
 * made on another connection or instance reaches a server as PostgreSQL's notice, shortly after, not with the answer.
 */
export const untilStatus = async (statusOf: () => Promise<number>, status: number): Promise<void> => {
  let last = 0;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    last = await statusOf();
    if (last === status) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`still answered ${last}, not ${status}`);
};
