import { PARTNER } from './support/accounts';
import { axeFindings } from './support/axe';
import { baseUrl, openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';
import { networkQuiet } from './support/settled';

// The third-party user's key path through the real API and database: create a key ("Confirm it's you" with the
// password), copy it from the dialog that shows it once, call the partner API with it (200), revoke it in the detail
// (401). axe on each screen.

const own = useOwnServer();

/** A partner API call from outside the browser, as an integrator's system makes it. */
const partnerCall = async (key: string) => {
  const response = await fetch(new URL('/api/v1/transactions?limit=5', baseUrl()), { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, body: (await response.json()) as { err: number; message: string; data: unknown } };
};

test('the partner creates a key, copies it once, calls the partner API with it, and revokes it', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await signInByApi(page, PARTNER);
  await page.getByRole('menuitem', { name: 'API Keys' }).click();
  await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
  await networkQuiet(page);
  expect(await axeFindings(page, '/api-keys')).toEqual([]);

  await page.getByRole('link', { name: 'New API key' }).click();
  await page.getByRole('heading', { level: 1, name: 'New API Key' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill('Đồng bộ kế toán E2E');
  await page.getByRole('checkbox', { name: /Read transactions/ }).check();
  await page.getByRole('textbox', { name: 'IP allow-list (optional)' }).fill('127.0.0.1\n::1');
  await networkQuiet(page);
  expect(await axeFindings(page, '/api-key/create')).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Create the key: confirm it\'s you' });
  await stepUp.getByLabel(/^Your password/).fill(PARTNER.password);
  expect(await axeFindings(page, '"Confirm it\'s you" before a new key')).toEqual([]);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await dialog.waitFor();
  const key = await dialog.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^mpk_live_[0-9A-Za-z]{43}$/);
  await dialog.getByRole('button', { name: 'Copy key' }).click();
  await dialog.getByRole('status').getByText('Copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 15_000 });
  expect(await axeFindings(page, '/api-key/create key')).toEqual([]);
  await dialog.getByRole('checkbox', { name: 'I have stored the key safely' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('heading', { level: 1, name: 'API Key Detail' }).waitFor();
  expect(await page.getByText(key).count()).toBe(0);
  const answer = await partnerCall(key);
  expect(answer).toMatchObject({ status: 200, body: { err: 200 } });
  expect((answer.body.data as unknown[]).length).toBeGreaterThan(0);

  await networkQuiet(page);
  expect(await axeFindings(page, '/api-key/detail')).toEqual([]);
  await page.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Đồng bộ kế toán E2E?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('The API key was revoked.').waitFor();
  await page.getByRole('button', { name: 'Enable' }).waitFor();
  expect(await partnerCall(key)).toMatchObject({ status: 401, body: { err: 401, message: 'app.apiKey.invalid' } });

  // The list shows the key revoked, with its last use from this machine.
  await page.getByRole('link', { name: 'Back to API keys' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Đồng bộ kế toán E2E' });
  await row.getByText('Revoked').waitFor();
  await row.getByText(/from (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
