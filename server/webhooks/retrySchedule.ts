const SECOND = 1_000;

/** Retries go on for a day after the first attempt; then the delivery has failed. */
export const RETRY_WINDOW_MS = 24 * 3_600 * SECOND;
const FIRST_GAP_MS = 30 * SECOND;
const LONGEST_GAP_MS = 3 * 3_600 * SECOND;

/**
 * The wait after the `failures`-th failed attempt: 30 s doubling (30 s, 1 min, 2 min, … up to 3 h), each drawn
 * within ±20 % so that many endpoints failing together do not all retry in the same second. `random` is in [0, 1).
 */
export const retryDelayMs = (failures: number, random: () => number = Math.random): number => {
  const base = Math.min(LONGEST_GAP_MS, FIRST_GAP_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
};
