import type { Page } from 'playwright-core';

/**
 * Resolves once the transitions running now have ended (a dialog fading in, a drawer sliding): endless animations
 * (spinners, progress bars) are not waited for.
 */
export const transitionsDone = (page: Page): Promise<unknown> =>
  page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
    .map((animation) => animation.finished.catch(() => undefined))));

interface Requests {
  open: Set<unknown>;
  changedAt: number;
  /** Called at each request that starts or ends. */
  listeners: Set<() => void>;
}

/** The requests of each page opened by `openPage` that have not ended yet, and when that set last changed. */
const tracked = new WeakMap<Page, Requests>();

/** Counts the page's requests from now on, for `networkQuiet` (openPage does it for every page). */
export const trackRequests = (page: Page): void => {
  const state: Requests = { open: new Set(), changedAt: Date.now(), listeners: new Set() };
  tracked.set(page, state);
  const changed = () => {
    state.changedAt = Date.now();
    for (const listener of [...state.listeners]) listener();
  };
  page.on('request', (request) => {
    state.open.add(request);
    changed();
  });
  const ended = (request: unknown) => {
    state.open.delete(request);
    changed();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
};

/** A lazy chunk asked for right after the call that needed it: a gap shorter than this is not quiet yet. */
const QUIET_MS = 150;
const QUIET_TIMEOUT_MS = 30_000;

/** Resolves at the page's next request start or end, or after `ms`, whichever comes first. */
const nextChange = (state: Requests, ms: number): Promise<void> => new Promise((resolve) => {
  const done = () => {
    clearTimeout(timer);
    state.listeners.delete(done);
    resolve();
  };
  const timer = setTimeout(done, Math.max(0, ms));
  state.listeners.add(done);
});

/**
 * No request of the page in flight, and none for 150 ms. Playwright's `networkidle` waits for 500 ms without a
 * request every time, however long ago the last one ended: across the browser tests' few hundred visits, minutes.
 */
export const networkQuiet = async (page: Page): Promise<void> => {
  const state = tracked.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  for (;;) {
    const now = Date.now();
    if (state.open.size === 0 && now - state.changedAt >= QUIET_MS) return;
    if (now > deadline) throw new Error(`the page still had ${state.open.size} request(s) in flight after ${QUIET_TIMEOUT_MS / 1000} s`);
    await nextChange(state, state.open.size === 0 ? QUIET_MS - (now - state.changedAt) : deadline - now + 1);
  }
};

/**
 * The page has nothing left to fetch and no transition under way: what a fixed pause after `networkidle` used to
 * guess at (lazy chunks arrive, widgets draw, dialogs open).
 */
export const settled = async (page: Page): Promise<void> => {
  await networkQuiet(page);
  await transitionsDone(page);
};
