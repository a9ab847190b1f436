import { MERCHANT } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { nextCode, outbox } from './support/devHooks';
import { signInByApi } from './support/signInByApi';
import { networkQuiet } from './support/settled';

// The owner moves money through the real API and database: the SMS code comes from the dev outbox, the confirm
// button is pressed twice, and the balance drops by the amount exactly once.

const own = useOwnServer();

const AMOUNT = 123_000;

interface Balance {
  available: number;
  pending: number;
  held: number;
}

test('the owner moves money with the SMS code, presses confirm twice, and the balance drops once', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, MERCHANT);
  const balanceOf = async () => (await callApi(page, 'POST', '/api/merchant/merchantBalance', {})).body.data as Balance;
  const before = await balanceOf();
  expect(before.available).toBeGreaterThan(AMOUNT);

  await page.getByRole('menuitem', { name: 'Merchant Information' }).click();
  await page.getByRole('heading', { level: 1, name: 'Merchant Information' }).waitFor();
  const balance = page.getByRole('region', { name: 'Balance' });
  const format = (amount: number) => `₫${amount.toLocaleString('en-US')}`;
  await balance.getByText(format(before.available), { exact: true }).waitFor();
  // The area names come from the area data: the demo merchant is in Ho Chi Minh City.
  await page.getByRole('region', { name: 'Merchant details' }).getByText(/Thành phố Hồ Chí Minh/).waitFor();

  await networkQuiet(page);
  expect(await axeFindings(page, '/merchants')).toEqual([]);

  await balance.getByRole('button', { name: 'Move money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move money to a bank account' });
  await dialog.getByText(/^From ₫10,000/).waitFor();
  expect(await axeFindings(page, '/merchants Move money')).toEqual([]);
  await dialog.getByRole('combobox', { name: 'Bank account' }).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Amount (₫)' }).fill(String(AMOUNT));
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('e2e transfer');
  const sent = (await outbox(MERCHANT.username)).length;
  await dialog.getByRole('button', { name: 'Send code' }).click();

  const codeDialog = page.getByRole('dialog', { name: 'Enter the SMS code' });
  await codeDialog.waitFor();
  const code = await nextCode(MERCHANT.username, sent);
  expect(await axeFindings(page, '/merchants SMS code')).toEqual([]);
  const [sms] = await outbox(MERCHANT.username);
  expect(sms.purpose).toBe('transfer');
  expect(sms.text).toContain('123.000 VND');
  // While the code is awaited the amount is held, out of the available balance.
  expect(await balanceOf()).toMatchObject({ available: before.available - AMOUNT, held: before.held + AMOUNT });

  await codeDialog.getByRole('textbox', { name: 'SMS code' }).fill(code);
  await codeDialog.getByRole('button', { name: 'Confirm transfer' }).dblclick();
  await page.getByText(`${format(AMOUNT)} was moved to`).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();

  await balance.getByText(format(before.available - AMOUNT), { exact: true }).waitFor();
  // A third press from a retried request: the server answers the transfer's state and moves nothing.
  const transfers = (await callApi(page, 'POST', '/api/transaction/findTransfers', { limit: 1 })).body.data as { id: string; amount: number; status: string }[];
  expect(transfers[0]).toMatchObject({ amount: AMOUNT, status: 'completed' });
  const again = await callApi(page, 'POST', '/api/transaction/verifyTransaction', { transferId: transfers[0].id, otp: code });
  expect(again.status).toBe(200);
  expect(await balanceOf()).toEqual({ ...before, available: before.available - AMOUNT, currency: 'VND' });
  const row = page.getByRole('region', { name: 'Recent transfers' }).getByRole('row').nth(1);
  await row.getByText('Completed').waitFor();
  await row.getByText(format(AMOUNT)).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

test('money typed is read one way: a decimal is refused naming the field; a transfer left waiting is resumed and cancelled, its amount back', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, MERCHANT);
  const balanceOf = async () => (await callApi(page, 'POST', '/api/merchant/merchantBalance', {})).body.data as Balance;
  const before = await balanceOf();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/transaction/requestTransaction')) requests.push(request.url());
  });
  await page.goto('/#/merchants');
  const balance = page.getByRole('region', { name: 'Balance' });
  await balance.getByRole('button', { name: 'Move money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move money to a bank account' });
  await dialog.getByText(/^From ₫10,000/).waitFor();
  await dialog.getByRole('combobox', { name: 'Bank account' }).selectOption({ index: 1 });
  const amount = dialog.getByRole('textbox', { name: 'Amount (₫)' });
  await amount.fill('50000.5');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByText('Amount (₫): whole đồng only, without decimals').waitFor();
  await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
  expect(requests).toEqual([]);
  await amount.fill('1,500,000');
  await dialog.getByText(/^= ₫1,500,000/).waitFor();
  await amount.fill('45,000');
  await dialog.getByRole('button', { name: 'Send code' }).click();

  // Closed without the code: the transfer waits, its amount held, and Recent transfers offers its code again.
  const codeDialog = page.getByRole('dialog', { name: 'Enter the SMS code' });
  await codeDialog.getByText('You can close this and enter the code later', { exact: false }).waitFor();
  await codeDialog.getByRole('button', { name: 'Close' }).click();
  await codeDialog.waitFor({ state: 'detached' });
  expect(await balanceOf()).toMatchObject({ held: before.held + 45_000 });
  await page.getByRole('region', { name: 'Recent transfers' }).getByRole('button', { name: 'Enter code' }).click();
  await codeDialog.getByText('to move ₫45,000 to', { exact: false }).waitFor();
  await codeDialog.getByRole('button', { name: 'Cancel transfer' }).click();
  const ended = page.getByRole('dialog', { name: 'Move money to a bank account' });
  await ended.getByText('The transfer of ₫45,000 to', { exact: false }).waitFor();
  await ended.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('region', { name: 'Recent transfers' }).getByRole('row').nth(1).getByText('Cancelled').waitFor();
  expect(await balanceOf()).toEqual({ ...before, currency: 'VND' });
  expect(requests).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});
