import type { App } from '../../../server/app';
import { ApiError, apiClient, listTransactions } from '../../../examples/partner-client/listTransactions';
import { describeEachDatabase } from '../support/databases';
import { addSales, addShop, type Sale } from '../support/sales';
import { keyCalls, thirdPartyOf } from '../apiKeys/support';
import { suiteApp } from '../support/suiteApp';

/** A `fetch` that hands the request to the test app (`inject`): the example client runs as it would against a server. */
const injectFetch = (app: App): typeof fetch => async (input, init) => {
  const request = new Request(input, init);
  const { pathname, search } = new URL(request.url);
  const answer = await app.inject({
    method: request.method as 'GET' | 'POST', url: pathname + search, headers: Object.fromEntries(request.headers),
    ...(request.method === 'GET' ? {} : { payload: await request.text() }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
  return new Response(answer.body, { status: answer.statusCode, headers });
};

describeEachDatabase('The partner client example (examples/partner-client)', (context) => {
  const suite = suiteApp(context);
  const keys = keyCalls(() => suite.app);
  let merchantKey: string;
  let otherKey: string;

  beforeAll(async () => {
    const merchant = await thirdPartyOf(suite.app, context.database, 'PCLI01');
    const other = await thirdPartyOf(suite.app, context.database, 'PCLI02');
    merchantKey = (await keys.create(merchant.headers, merchant.account.password, { scopes: ['transactions:read'] })).key;
    otherKey = (await keys.create(other.headers, other.account.password, { scopes: ['transactions:read'] })).key;
    const shop = await addShop(context.database, merchant.account.ownerId, 'Cà phê Sông Hàn');
    const sale = (reference: string, amount: number, status: Sale['status'], createdAt: string): Sale => ({
      ownerId: merchant.account.ownerId, shopId: shop, userId: null, serviceCode: 'QRPAY', amount, fee: amount / 100, status,
      type: 'payment', reference, createdAt: new Date(createdAt),
    });
    await addSales(context.database, [
      sale('PC-1', 185_000, 'success', '2026-11-10T09:00:00+07:00'),
      sale('PC-2', 42_000, 'failed', '2026-11-11T09:00:00+07:00'),
      sale('PC-3', 99_000, 'success', '2026-11-12T09:00:00+07:00'),
      sale('PC-4', 500_000, 'success', '2026-10-01T09:00:00+07:00'),
    ]);
  });

  const clientOf = (key: string) => apiClient('http://localhost', key, injectFetch(suite.app));
  const period = { from: '2026-11-01T00:00:00+07:00', to: '2026-11-30T23:59:59+07:00' };

  it('lists the successful sales of the period, newest first, with their count', async () => {
    const page = await listTransactions(clientOf(merchantKey), period);
    expect(page.data.map((row) => [row.reference, row.amount])).toEqual([['PC-3', 99_000], ['PC-1', 185_000]]);
    expect(page.count).toBe(2);
  });

  it('sees only its own merchant\'s sales', async () => {
    expect((await listTransactions(clientOf(otherKey), period)).data).toEqual([]);
  });

  it('throws the API\'s error when the key does not work', async () => {
    const client = apiClient('http://localhost', 'mpk_live_NotAKeyThatExists', injectFetch(suite.app));
    await expect(listTransactions(client, period)).rejects.toEqual(new ApiError(401, 'app.apiKey.invalid'));
  });
});
