import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { MERCHANT } from './support/accounts';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { choose } from './support/choose';
import { signInByApi } from './support/signInByApi';
import { networkQuiet } from './support/settled';

// The merchant's sales path through the real API, database and export queue: filter the history, open a detail,
// export CSV, watch the job finish on /exportedReports, download the file and count its rows against the list's.

const own = useOwnServer();

/** The list's count from its pagination label ("1-20 of 57"). */
const listCount = async (page: Page): Promise<number> => {
  const label = await page.getByText(/^\d+-\d+ of [\d,]+$/).first().textContent();
  const match = /of ([\d,]+)$/.exec(label ?? '');
  if (!match) throw new Error(`no count in ${label}`);
  return Number(match[1].replace(/,/g, ''));
};

test('the merchant filters the history, opens a detail, exports CSV and downloads rows that match the filter', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, MERCHANT);
  await page.getByRole('menuitem', { name: 'Transaction History' }).click();
  await page.getByRole('heading', { level: 1, name: 'Transaction History' }).waitFor();
  await page.locator('table tbody tr').first().waitFor();

  // Last month, which the demo's year of sales always fills (this month has none in its first minutes).
  await choose(page, 'Period', 'Last Month');
  await choose(page, 'Status', 'Successful');
  await page.waitForURL(/success/);
  await networkQuiet(page);
  const statuses = await page.locator('table tbody tr td:nth-child(5)').allTextContents();
  expect(new Set(statuses)).toEqual(new Set(['Successful']));

  // A row's reference opens its detail; back to the same filtered list.
  const reference = (await page.locator('table tbody tr td:first-child a').first().textContent()) ?? '';
  await page.getByRole('link', { name: reference, exact: true }).click();
  await page.waitForURL(/#\/transaction-detail\/\d+$/);
  await page.getByText('Net amount').waitFor();
  expect(await page.locator('dd').first().textContent()).toBe(reference);
  await page.goBack();
  await page.locator('table tbody tr').first().waitFor();
  await networkQuiet(page);
  // The filtered list's count, read once the list has settled on both filters again.
  const count = await listCount(page);
  expect(count).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  await page.getByRole('link', { name: 'Exports Report File List' }).click();
  await page.waitForURL(/#\/exportedReports$/);
  const download = page.getByRole('button', { name: /^Download / }).first();
  // Within the default wait: a small export is ready within a second, not a polling interval or two later.
  await download.waitFor();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line !== '');
  // One heading line, then one line per transaction of the filter.
  expect(lines.length - 1).toBe(count);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(problems).toEqual([]);
  await context.close();
});
