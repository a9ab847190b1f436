import type { Page } from 'playwright-core';
import { EMPLOYEE } from './support/accounts';
import { callApi } from './support/api';
import { openPage } from './support/browser';
import { useOwnServer } from './support/ownServer';
import { signInByApi } from './support/signInByApi';

// The cashier's path through the real API and database: the demo employee finds a demo customer by phone, records a
// checkout that redeems points (double-clicking the button), and the customer's balance on /searchphone changes by
// the points earned less the points redeemed; the sale is recorded once.

/** DEMO01's best demo customer (docs/money-and-loyalty.md, "The cashier's checkout"), typed as a cashier might. */
const DEMO_CUSTOMER = '0913824228';
const TYPED = '+84 91 382 4228';

const own = useOwnServer();

/** The balance the customer's card shows ("1,269 points"). */
const shownBalance = async (page: Page): Promise<number> => {
  const text = (await page.getByText(/^-?[\d,]+ points$/).first().textContent()) ?? '';
  return Number(text.replace(/[^\d-]/g, ''));
};

test('the employee finds a customer, records a checkout that redeems points, and the balance moves by earned − redeemed', async () => {
  const { page, context, problems } = await openPage(own.browser());
  await signInByApi(page, EMPLOYEE);
  await page.getByRole('menuitem', { name: 'Checkout' }).waitFor();
  await page.goto('/#/searchphone');
  await page.getByRole('heading', { level: 1, name: 'Search by Phone Number' }).waitFor();
  await page.getByRole('textbox', { name: "Customer's phone number" }).fill(TYPED);
  await page.getByRole('textbox', { name: "Customer's phone number" }).press('Enter');
  await page.getByRole('heading', { level: 2, name: `Customer ${DEMO_CUSTOMER}` }).waitFor();
  const before = await shownBalance(page);
  expect(before).toBeGreaterThanOrEqual(10);

  await page.getByRole('link', { name: 'Checkout for this customer' }).click();
  await page.waitForURL(new RegExp(`#/checkout\\?phone=${DEMO_CUSTOMER}$`));
  await page.getByText(`Customer ${DEMO_CUSTOMER}: `).waitFor();
  // The demo employee works at two shops: pick the first.
  await page.getByRole('combobox', { name: /^Shop/ }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100000');
  await page.getByRole('textbox', { name: /^Points to redeem/ }).fill('10');
  await page.getByText('₫90,000').waitFor();
  // A double click records one sale.
  await page.getByRole('button', { name: 'Record the sale' }).dblclick();
  await page.getByRole('heading', { level: 2, name: 'Receipt' }).waitFor();
  const receipt = Object.fromEntries(await page.locator('dl dt').evaluateAll((terms) =>
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''])));
  expect(receipt).toMatchObject({ Paid: '₫90,000', 'Points redeemed': '10', 'Points earned': '9', 'Points balance now': (before - 10 + 9).toLocaleString('en-US') });

  const sales = await callApi(page, 'POST', '/api/report/findTransactions', { queryInput: { reference: { contains: receipt.Reference } } });
  expect(sales.body.count).toBe(1);

  await page.getByRole('link', { name: "Customer's points" }).click();
  await page.waitForURL(new RegExp(`#/searchphone\\?phone=${DEMO_CUSTOMER}$`));
  await page.getByRole('heading', { level: 2, name: `Customer ${DEMO_CUSTOMER}` }).waitFor();
  await page.getByRole('cell', { name: receipt.Reference }).first().waitFor();
  expect(await shownBalance(page)).toBe(before - 10 + 9);
  expect(problems).toEqual([]);
  await context.close();
});
