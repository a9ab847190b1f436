import type { Page } from 'playwright-core';

/**
 * Waits until the page has nothing left to fetch and no transition is under way: what a fixed pause after
 * `networkidle` used to guess at (drawers and dialogs slide in, lazy chunks arrive, widgets draw). Endless
 * animations (a spinner) never finish, so they are not waited for.
 */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
};
