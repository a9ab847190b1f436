import type { Page } from 'playwright-core';

/**
 * Resolves once the transitions running now have ended (a dialog fading in, a drawer sliding): endless animations
 * (spinners, progress bars) are not waited for.
 */
export const transitionsDone = (page: Page): Promise<unknown> =>
  page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
    .map((animation) => animation.finished.catch(() => undefined))));

/**
 * The page has nothing left to fetch and no transition under way: what a fixed pause after `networkidle` used to
 * guess at (lazy chunks arrive, widgets draw, dialogs open).
 */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  await transitionsDone(page);
};
