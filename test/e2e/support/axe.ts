import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { AXE_EXCEPTIONS } from './axeExceptions';
import { transitionsDone } from './settled';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** The serious and critical findings of axe-core on what the page shows now, but the reviewed exceptions. */
export const axeFindings = async (page: Page, screen: string): Promise<AxeFinding[]> => {
  // A dialog still fading in blends its colours with the backdrop: axe would measure a contrast nobody sees once
  // it has appeared.
  await transitionsDone(page);
  // axe.run in the page itself (AxeBuilder's legacy mode): its default runs axe in each frame, then opens a blank
  // page to merge the frames' results, loading axe-core's 550 KB three times a check. The app's frames are same-origin,
  // which axe.run reads; the same findings, in a third of the time (the merchant's dashboard-to-exports walk: 22.5 s
  // of axe against 6.7 s).
  // Only the violations are read: axe keeps one node of each passed or inapplicable rule instead of all of them
  // (`resultTypes`), which halves its run on a full screen (/permission: 2.0 s → 0.6 s), the same violations.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .disableRules(AXE_EXCEPTIONS.map((exception) => exception.rule))
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? violation.help,
    }));
};
