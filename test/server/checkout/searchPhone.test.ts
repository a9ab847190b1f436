import { loyaltyEvents } from '../../../server/db/schema';
import { ACTIONS } from '../../../src/api/permissions';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { type CheckoutWorld, createCheckoutWorld, PHONE } from './checkoutFixtures';

describeEachDatabase('Cashier: loyalty/searchPhone and loyalty/checkoutShops', (context) => {
  const suite = suiteApp(context);
  let world: CheckoutWorld;

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const search = async (phone: string, headers = world.ownerA.headers) => {
    const answer = await post('/loyalty/searchPhone', { phone }, headers);
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };

  beforeAll(async () => {
    world = await createCheckoutWorld(suite.app, context.database);
  });

  it.each(['0901234567', '0901 234 567', '+84 90 123 4567', '84901234567', '090.123.4567'])(
    'finds the customer typed as %j: the canonical phone, the balance here, the last events newest first, the vouchers held',
    async (typed) => {
      const card = await search(typed);
      expect(card).toMatchObject({ phone: PHONE, balance: 50, pointValue: 1_000, earnRatePercent: 10 });
      expect(card.recent.map((event: { kind: string; points: number; shopName: string }) => [event.kind, event.points, event.shopName]))
        .toEqual([['redeem', -10, 'Quận 1'], ['earn', 20, 'Thủ Đức'], ['earn', 40, 'Quận 1']]);
      expect(card.recent[0]).toEqual(expect.objectContaining({ createdAt: '2026-11-11T02:00:00.000Z', transactionId: null, reference: null }));
      // Only the held voucher that has not ended: not the expired one, not the used one, never merchant B's.
      expect(card.vouchers).toEqual([{ id: world.vouchers.held, name: 'Giảm 20.000 ₫', value: 20_000, endsAt: '2026-12-21T02:00:00.000Z' }]);
    },
  );

  it('answers an unknown customer with nothing yet, not an error', async () => {
    expect(await search('0987000111')).toMatchObject({ phone: '0987000111', balance: 0, recent: [], vouchers: [] });
  });

  it("never shows another merchant's customers: B sees its own points and vouchers of the same phone, not A's", async () => {
    const card = await search(PHONE, world.ownerB.headers);
    expect(card.balance).toBe(999);
    expect(card.recent).toHaveLength(1);
    expect(card.recent[0]).toMatchObject({ points: 999, shopName: 'Hà Đông' });
    expect(card.vouchers.map((voucher: { id: number }) => voucher.id)).toEqual([world.vouchers.otherMerchant]);
  });

  it('shows the last 10 events only', async () => {
    const phone = '0355000222';
    await context.database.db.insert(loyaltyEvents).values(Array.from({ length: 14 }, (_, index) => ({
      ownerId: world.ownerA.account.ownerId, shopId: world.shopsA[0], customerPhone: phone, points: index + 1, kind: 'earn' as const,
      createdAt: new Date(Date.UTC(2026, 9, 1 + index)),
    })));
    const card = await search(phone);
    expect(card.balance).toBe((14 * 15) / 2);
    expect(card.recent.map((event: { points: number }) => event.points)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it.each([[{ phone: '12345' }], [{ phone: '0201234567' }], [{}], [{ phone: 901234567 }], [{ phone: PHONE, ownerId: 1 }]])(
    'refuses %j with 400 naming the field', async (payload) => {
      const answer = await post('/loyalty/searchPhone', payload, world.ownerA.headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().data.field).toBe('ownerId' in payload ? 'body' : 'phone');
    });

  it('answers the shops a caller sells at: the owner every active shop, the employee the shops assigned to them', async () => {
    const names = async (headers: Record<string, string>) =>
      (await post('/loyalty/checkoutShops', {}, headers)).json().data.map((shop: { name: string }) => shop.name);
    expect(await names(world.ownerA.headers)).toEqual(['Quận 1', 'Thủ Đức']);
    expect(await names(world.employeeA.headers)).toEqual(['Quận 1']);
    expect(await names(world.ownerB.headers)).toEqual(['Hà Đông']);
  });

  it('refuses a role without the checkout action (403), and a caller without a session (401)', async () => {
    const viewer = await signedIn(suite.app, context.database, {
      code: world.ownerA.account.code, type: 'submerchant', actions: [ACTIONS.findTransactions, ACTIONS.earnPointHistory],
    });
    for (const url of ['/loyalty/searchPhone', '/loyalty/checkoutShops']) {
      const answer = await post(url, { phone: PHONE }, viewer.headers);
      expect(answer.statusCode).toBe(403);
    }
    expect((await post('/loyalty/searchPhone', { phone: PHONE }, {})).statusCode).toBe(401);
  });
});
