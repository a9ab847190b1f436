import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { STAFF } from './support/accounts';
import { callApi } from './support/api';
import { openPage, unexpectedProblems } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { ROOT } from './support/serverProcess';
import { menuLabels } from './support/signIn';
import { signInByApi } from './support/signInByApi';

// The page engine as an integrator and the back-office staff meet it: the worked example of docs/page-definitions.md
// (examples/store-notices.page.json) is PUT through the real API, and after a reload it is a menu entry, a list
// and a form. This file has a server of its own: the sign-in tests spend the staff account's code attempts.

const EXAMPLE = JSON.parse(readFileSync(join(ROOT, 'examples', 'store-notices.page.json'), 'utf8')) as {
  id: number;
  name: string;
  schema: Record<string, unknown>[];
};

const own = useOwnServer();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();

test('an integrator PUTs the README example; after a reload staff list, create and filter its records', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  expect(await menuLabels(page)).not.toContain(EXAMPLE.name);

  const saved = await callApi(page, 'PUT', `/api/admin/pages/${EXAMPLE.id}`, EXAMPLE);
  expect(saved.status).toBe(200);
  expect(saved.body.data).toEqual({ id: EXAMPLE.id, version: 1, warnings: [] });

  // No rebuild: a reload brings the new menu entry, after the fixed ones.
  await page.reload();
  await page.locator('a.RaMenuItemLink-root', { hasText: EXAMPLE.name }).waitFor();
  expect((await menuLabels(page)).slice(0, 3)).toEqual(STAFF.menu.slice(0, 3));
  await page.locator('a.RaMenuItemLink-root', { hasText: EXAMPLE.name }).click();
  await page.waitForURL(/#\/store-notices$/);

  // Create: submitting with nothing typed names the first field (spec §5, fixed to include index 0).
  await page.goto('/#/store-notices/create');
  const title = field(page, 'Title');
  await title.waitFor();
  await expect(page.getByText('Title (*)').first().isVisible()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Add notice' }).click();
  await page.getByText('The data is incorrect. Please check again: Title').first().waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByText('Title is required!').first().waitFor();

  // hideExpression "kind != 'promotion'": the discount shows only for a promotion, live.
  expect(await page.getByLabel('Discount (%)').count()).toBe(0);
  await page.getByRole('combobox', { name: /Kind/ }).click();
  await page.getByRole('option', { name: 'Promotion' }).click();
  await page.getByLabel('Discount (%)').waitFor();
  await page.getByRole('combobox', { name: /Kind/ }).click();
  await page.getByRole('option', { name: 'Information' }).click();
  await page.getByLabel('Discount (%)').waitFor({ state: 'detached' });
  await page.getByRole('combobox', { name: /Kind/ }).click();
  await page.getByRole('option', { name: 'Promotion' }).click();

  await title.fill('Tết opening hours');
  await page.getByLabel('Discount (%)').fill('15');
  await page.getByRole('group', { name: /Start date/ }).click();
  await page.keyboard.type('05022027');
  await page.getByLabel('Pinned').check();
  await page.getByLabel('Text', { exact: true }).fill('Open 8:00-22:00 <b>every day</b>');
  await page.getByRole('button', { name: 'Add notice' }).click();

  // backOnDone: back to the list, which shows the new row.
  await page.waitForURL(/#\/store-notices$/);
  await page.getByText('Tết opening hours').first().waitFor();

  const listed = await callApi(page, 'GET', '/api/records/store-notices');
  expect(listed.body.count).toBe(1);
  expect(listed.body.data).toEqual([
    expect.objectContaining({
      title: 'Tết opening hours', kind: 'promotion', discount: 15, startDate: '2027-02-05', pinned: true,
      body: 'Open 8:00-22:00 <b>every day</b>',
    }),
  ]);

  // A second notice that is not a promotion: its hidden discount is dropped by the server, even when sent.
  const created = await callApi(page, 'POST', '/api/records/store-notices', { title: 'Closed on Monday', kind: 'info', startDate: '2027-03-01', discount: 5 });
  expect(created.status).toBe(200);
  const stored = await callApi(page, 'GET', `/api/records/store-notices/${(created.body.data as { id: number }).id}`);
  expect(stored.body.data).toEqual(expect.objectContaining({ title: 'Closed on Monday', kind: 'info', discount: null }));
  await page.reload();
  await page.getByText('Closed on Monday').first().waitFor();

  // The list's filters go to the record store as `queryInput` (text: contains, Enum: equals).
  const rows = page.locator('tbody tr');
  expect(await rows.count()).toBe(2);
  await page.getByRole('combobox', { name: /Kind/ }).click();
  await page.getByRole('option', { name: 'Promotion' }).click();
  await page.getByText('Closed on Monday').waitFor({ state: 'detached' });
  expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('Tết opening hours')]);
  expect(unexpectedProblems(problems, [400])).toEqual([]);
  await context.close();
});

test('a field with a widget the app does not know shows "Invalid type X" in its place, and the rest still works', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, STAFF);
  const withUnknown = { ...EXAMPLE, schema: [...EXAMPLE.schema, { field: 'rating', name: 'Rating', widget: 'StarRating' }] };
  const saved = await callApi(page, 'PUT', `/api/admin/pages/${EXAMPLE.id}`, withUnknown);
  expect(saved.status).toBe(200);
  expect((saved.body.data as { version: number }).version).toBeGreaterThan(1);

  // The app reads the definitions when it loads: load it again for the new version.
  await page.reload();
  await page.goto('/#/store-notices/create');
  await page.getByText('Invalid type StarRating').first().waitFor();
  await field(page, 'Title').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
