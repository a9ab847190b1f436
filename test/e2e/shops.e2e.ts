import type { Page } from 'playwright-core';
import { MERCHANT } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';
import { networkQuiet } from './support/settled';

// The owner's shop path through the real API and database: create a shop with an address picked province →
// district → ward, a location and a cropped photo; find it in the list and its detail; lock it (the confirmation
// names it); export the shops and watch the job complete on /exportedReports. axe on each screen.

const own = useOwnServer();

/** A real 2×2 PNG: the crop dialog draws it, the browser encodes the crop, the server re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

const pick = async (page: Page, name: string, typed: string, option: string) => {
  const combo = page.getByRole('combobox', { name });
  await combo.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
};

const typeTime = async (page: Page, name: string, time: string) => {
  const group = page.getByRole('group', { name });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(time.replace(':', ''));
};

test('the owner creates a shop with area, location and a cropped photo, locks it, and exports the shops', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, MERCHANT);
  await page.getByRole('menuitem', { name: 'Shop Management' }).click();
  await page.getByRole('heading', { level: 1, name: 'Shop Management' }).waitFor();
  await networkQuiet(page);
  expect(await axeFindings(page, '/shops')).toEqual([]);

  await page.getByRole('link', { name: 'New shop' }).click();
  await page.getByRole('heading', { level: 1, name: 'New Shop' }).waitFor();
  // The clicked link left with the list: the new screen's heading takes the focus, without a ring after a click.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
  await page.getByRole('textbox', { name: 'Code' }).fill('E2E-01');
  await page.getByRole('textbox', { name: 'Name' }).fill('Cửa hàng Văn Miếu E2E');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0901 234 567');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('vanmieu@shop.vn');
  await typeTime(page, 'Opens at', '08:00');
  await typeTime(page, 'Closes at', '21:30');
  await page.getByRole('textbox', { name: 'Street address' }).fill('58 Quốc Tử Giám');
  // A new address is in the 2025 units (province → ward); this shop's is written in the legacy ones.
  expect(await page.getByRole('radio', { name: '2025 units (34 provinces)' }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: 'Before 1 July 2025 (with districts)' }).check();
  await pick(page, 'Province / City', 'ha noi', 'Thành phố Hà Nội');
  await pick(page, 'District', 'dong da', 'Quận Đống Đa');
  await pick(page, 'Ward / Commune', 'van mieu', 'Phường Văn Miếu');
  await page.getByRole('textbox', { name: 'Location (latitude/longitude)' }).fill('21.0285/105.8355');
  await page.getByText(/^Latitude\/longitude, e\.g\. 21\.0575491\/105\.7909262\./).waitFor();

  await page.getByLabel('Add a photo').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  const crop = page.getByRole('dialog', { name: 'Crop the image' });
  await crop.waitFor();
  await crop.getByRole('button', { name: 'Crop and upload' }).click();
  await page.getByRole('img', { name: 'Photo 1' }).waitFor();
  await networkQuiet(page);
  expect(await axeFindings(page, '/shop/create')).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();

  await page.getByRole('heading', { level: 1, name: 'Shop Detail' }).waitFor();
  await page.getByText('Phường Văn Miếu, Quận Đống Đa, Thành phố Hà Nội').waitFor();
  await page.getByText('08:00–21:30').waitFor();
  await page.getByRole('img', { name: 'Photo 1' }).waitFor();
  expect(await page.getByRole('link', { name: 'Open this point on a map' }).getAttribute('href')).toContain('query=21.0285,105.8355');
  await networkQuiet(page);
  expect(await axeFindings(page, '/shop/detail')).toEqual([]);

  // The "created" notice goes first: under the dialog's backdrop axe would measure it against the backdrop.
  await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Lock' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lock shop Cửa hàng Văn Miếu E2E?' });
  await confirm.getByText(/No new sale can be recorded at Cửa hàng Văn Miếu E2E \(E2E-01\)/).waitFor();
  expect(await axeFindings(page, '/shop/detail lock')).toEqual([]);
  await confirm.getByRole('button', { name: 'Lock' }).click();
  await page.getByText('The shop is locked.').waitFor();
  await page.getByRole('button', { name: 'Activate' }).waitFor();

  await page.getByRole('link', { name: 'Back to shops' }).click();
  await page.getByRole('textbox', { name: 'Search name or code' }).fill('van mieu e2e');
  const row = page.getByRole('row').filter({ hasText: 'E2E-01' });
  await row.getByText('Locked').waitFor();
  // The search applies after its debounce: the list then holds this shop only, and Export takes the same filter.
  await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
  const found = await callApi(page, 'POST', '/api/report/findShops', { queryInput: { q: 'E2E-01' } });
  expect(found.body.data as unknown[]).toEqual([expect.objectContaining({ code: 'E2E-01', status: 'locked', wardCode: '00181' })]);

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  await page.getByRole('link', { name: 'Exports Report File List' }).click();
  await page.waitForURL(/#\/exportedReports$/);
  await page.getByRole('button', { name: /^Download / }).first().waitFor();
  const jobs = await callApi(page, 'POST', '/api/report/exportedReports', { limit: 5 });
  expect((jobs.body.data as unknown[])[0]).toMatchObject({ kind: 'shops', status: 'done', rows: 1 });
  expect(problems).toEqual([]);
  await context.close();
});
