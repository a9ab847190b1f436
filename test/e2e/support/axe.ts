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
  const results = await new AxeBuilder({ page }).withTags(TAGS).disableRules(AXE_EXCEPTIONS.map((exception) => exception.rule)).analyze();
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
