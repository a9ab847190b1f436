import { errors, type Locator, type Page } from 'playwright-core';

/**
 * Playwright looks for an awaited element at 0, 20, 70, 170 and 270 ms, then only every 500 ms, unless the wait's own
 * timeout is under 2.5 s, when it keeps looking every 100 ms (playwright-core's retryWithProgressAndBackoff). A screen
 * that drew in 300 ms was seen at 770 ms: across the browser tests, a good part of their time went to that gap.
 * Here a wait is cut into slices of 2.4 s, each looked at every 100 ms, up to the timeout the caller asked for
 * (Playwright's 30 s by default); a wait that runs out says the whole time it waited.
 */
const SLICE_MS = 2_400;
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The locator calls that wait for their element first: they are given that wait above before Playwright's own
 * (which then finds the element at once). An action is never cut into slices itself: a click retried after a
 * timeout could land twice.
 */
const WAITING_CALLS = [
  'click', 'dblclick', 'hover', 'focus', 'fill', 'clear', 'press', 'pressSequentially', 'check', 'uncheck', 'setChecked',
  'selectOption', 'setInputFiles', 'getAttribute', 'inputValue', 'textContent', 'innerText', 'isChecked', 'isEnabled',
] as const;

type LocatorCall = (this: Locator, ...args: unknown[]) => Promise<unknown>;
type LocatorPrototype = Record<(typeof WAITING_CALLS)[number], LocatorCall> & { waitFor: Locator['waitFor'] };

/** The `timeout` a call was given in its options (always its last argument). */
const timeoutOf = (args: unknown[]): number | undefined => {
  const last = args.at(-1);
  return typeof last === 'object' && last !== null && 'timeout' in last && typeof last.timeout === 'number' ? last.timeout : undefined;
};

let installed = false;

/** Makes the waits of this test file's locators look every 100 ms (once per module registry: per test file). */
export const installQuickWaits = (page: Page): void => {
  if (installed) return;
  installed = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as LocatorPrototype;
  const playwrightWaitFor = prototype.waitFor;
  prototype.waitFor = async function quickWaitFor(this: Locator, options = {}) {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    if (timeout === 0 || timeout <= SLICE_MS) return playwrightWaitFor.call(this, options);
    const deadline = Date.now() + timeout;
    for (;;) {
      const left = deadline - Date.now();
      try {
        return await playwrightWaitFor.call(this, { ...options, timeout: Math.max(1, Math.min(SLICE_MS, left)) });
      } catch (error) {
        if (!(error instanceof errors.TimeoutError)) throw error;
        if (left <= SLICE_MS) throw new errors.TimeoutError(error.message.replace(/Timeout \d+ms exceeded/, `Timeout ${timeout}ms exceeded`));
      }
    }
  };
  for (const name of WAITING_CALLS) {
    const call = prototype[name];
    prototype[name] = async function afterQuickWait(this: Locator, ...args: unknown[]) {
      await this.waitFor({ state: 'attached', timeout: timeoutOf(args) });
      return call.apply(this, args);
    };
  }
};
