import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, customerVouchers, loyaltyEvents, transactions } from '../../../server/db/schema';
import { ACTIONS } from '../../../src/api/permissions';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { type CheckoutWorld, createCheckoutWorld, newKey, PHONE, RUSH_PHONE } from './checkoutFixtures';

describeEachDatabase('Cashier: loyalty/checkout', (context) => {
  const suite = suiteApp(context);
  let world: CheckoutWorld;

  const checkout = (payload: Record<string, unknown>, headers = world.ownerA.headers, key: string | null = newKey()) =>
    suite.app.inject({
      method: 'POST', url: '/api/loyalty/checkout', payload, headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    });
  const balanceOf = async (phone: string, headers = world.ownerA.headers): Promise<number> =>
    (await suite.app.inject({ method: 'POST', url: '/api/loyalty/searchPhone', payload: { phone }, headers })).json().data.balance;
  const salesOf = async (ownerId: number) =>
    (await context.database.rows<{ n: number }>(sql`select count(*)::int as n from transactions where owner_id = ${ownerId}`))[0].n;
  const base = () => ({ phone: PHONE, shopId: world.shopsA[0], serviceCode: 'QRPAY', amount: 100_000 });

  beforeAll(async () => {
    world = await createCheckoutWorld(suite.app, context.database);
  });

  it('records the sale, redeems the points and the voucher, earns on what is paid: one transaction, its events, the voucher used', async () => {
    const a = world.ownerA.account.ownerId;
    const pointsBefore = (await suite.app.inject({ method: 'POST', url: '/api/loyalty/getPoint', payload: {}, headers: world.ownerA.headers })).json().data.balance;
    const answer = await checkout({ ...base(), phone: '+84 90 123 4567', redeemPoints: 10, customerVoucherId: world.vouchers.held });
    expect(answer.statusCode).toBe(200);
    const receipt = answer.json().data;
    // 100,000 − 20,000 (voucher) − 10 × 1,000 (points) = 70,000 paid; 10 % of it at 1,000 đ a point = 7 points.
    expect(receipt).toMatchObject({
      shopId: world.shopsA[0], shopName: 'Quận 1', serviceCode: 'QRPAY', phone: PHONE, amount: 100_000, voucherDiscount: 20_000,
      pointsDiscount: 10_000, paid: 70_000, pointsRedeemed: 10, pointsEarned: 7, balanceAfter: 47, voucherName: 'Giảm 20.000 ₫',
      createdAt: '2026-11-21T02:00:00.000Z', reference: expect.stringMatching(/^CK[0-9A-F]{12}$/),
    });
    const [sale] = await context.database.db.select().from(transactions).where(eq(transactions.id, receipt.transactionId));
    expect(sale).toMatchObject({
      ownerId: a, shopId: world.shopsA[0], userId: world.ownerA.account.userId, amount: 70_000, fee: 0, status: 'success', type: 'payment',
      serviceCode: 'QRPAY', reference: receipt.reference, atCounter: true,
    });
    const events = await context.database.db.select({ kind: loyaltyEvents.kind, points: loyaltyEvents.points, phone: loyaltyEvents.customerPhone })
      .from(loyaltyEvents).where(eq(loyaltyEvents.transactionId, receipt.transactionId)).orderBy(loyaltyEvents.id);
    expect(events).toEqual([{ kind: 'redeem', points: -10, phone: PHONE }, { kind: 'earn', points: 7, phone: PHONE }]);
    const [voucher] = await context.database.db.select().from(customerVouchers).where(eq(customerVouchers.id, world.vouchers.held));
    expect(voucher).toMatchObject({ status: 'used', usedTransactionId: receipt.transactionId });
    expect(await balanceOf(PHONE)).toBe(47);
    // The rollups follow (triggers): getPoint moved by earned − redeemed, the day's sales by the paid amount.
    const pointsAfter = (await suite.app.inject({ method: 'POST', url: '/api/loyalty/getPoint', payload: {}, headers: world.ownerA.headers })).json().data.balance;
    expect(pointsAfter - pointsBefore).toBe(7 - 10);
    const [day] = await context.database.rows<{ count: number; amount: number }>(sql`select sale_count::int as count, sale_amount::float8 as amount
      from sales_daily_by_service where owner_id = ${a} and day = '2026-11-21' and shop_id = ${world.shopsA[0]} and service_code = 'QRPAY'`);
    expect(day).toEqual({ count: 1, amount: 70_000 });
    // Audited: who, the device of the session, the amounts, the points; the phone masked only.
    const [audit] = await context.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.kind, 'checkout'), eq(auditEvents.userId, world.ownerA.account.userId)));
    expect(audit).toMatchObject({
      outcome: 'success', ownerCode: world.ownerA.account.code, deviceId: expect.stringMatching(/^[0-9a-f]{12}$/),
      detail: { transactionId: receipt.transactionId, shopId: world.shopsA[0], customer: '090****567', amount: 100_000, paid: 70_000, pointsRedeemed: 10, pointsEarned: 7, voucherDiscount: 20_000, pointsDiscount: 10_000, reference: receipt.reference },
    });
    expect(JSON.stringify(audit)).not.toContain(PHONE);
  });

  it('keeps a counter sale out of the balance a transfer can move: the customer paid into the till, not the platform', async () => {
    const a = world.ownerA.account.ownerId;
    const balance = async () =>
      (await suite.app.inject({ method: 'POST', url: '/api/merchant/merchantBalance', payload: {}, headers: world.ownerA.headers })).json().data;
    const before = await balance();
    const sold = await checkout({ ...base(), shopId: world.shopsA[1], serviceCode: 'CARD', amount: 1_000_000_000 });
    expect(sold.statusCode).toBe(200);
    expect(await balance()).toEqual(before);
    // It still counts as a sale in the reports.
    const [day] = await context.database.rows<{ count: number; amount: number; delta: number; pending: number }>(sql`select sale_count::int as count,
      sale_amount::float8 as amount, balance_delta::float8 as delta, pending_net::float8 as pending from sales_daily_by_service
      where owner_id = ${a} and day = '2026-11-21' and shop_id = ${world.shopsA[1]} and service_code = 'CARD'`);
    expect(day).toEqual({ count: 1, amount: 1_000_000_000, delta: 0, pending: 0 });
    // A sale collected by the platform does reach it; marked as sold at the counter (as migration 0025 marks the counter
    // sales recorded before it), it leaves it again.
    const [paid] = await context.database.db.insert(transactions).values({
      ownerId: a, shopId: world.shopsA[1], serviceCode: 'CARD', amount: 500_000, fee: 5_000, status: 'success', type: 'payment',
      reference: 'TXCOUNTERTEST', createdAt: suite.clock.now(),
    }).returning({ id: transactions.id });
    expect((await balance()).pending).toBe(before.pending + 495_000);
    await context.database.db.update(transactions).set({ atCounter: true }).where(eq(transactions.id, paid.id));
    expect(await balance()).toEqual(before);
  });

  it('earns nothing when nothing is paid, and rounds earned points down', async () => {
    const free = (await checkout({ ...base(), amount: 5_000, redeemPoints: 5 })).json().data;
    expect(free).toMatchObject({ paid: 0, pointsEarned: 0, pointsRedeemed: 5 });
    expect((await checkout({ ...base(), amount: 19_999 })).json().data).toMatchObject({ paid: 19_999, pointsEarned: 1, pointsRedeemed: 0, voucherDiscount: 0 });
  });

  it('refuses more points than the customer has, and discounts above the amount; nothing is recorded', async () => {
    const sales = await salesOf(world.ownerA.account.ownerId);
    const balance = await balanceOf(PHONE);
    const tooMany = await checkout({ ...base(), amount: 10_000_000, redeemPoints: balance + 1 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ message: 'checkoutNotEnoughPoints', data: { field: 'redeemPoints', balance } });
    const tooLarge = await checkout({ ...base(), amount: 9_999, redeemPoints: 10 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ message: 'checkoutDiscountTooLarge', data: { field: 'redeemPoints' } });
    expect(await salesOf(world.ownerA.account.ownerId)).toBe(sales);
    expect(await balanceOf(PHONE)).toBe(balance);
  });

  it.each([['expired', 'expired'], ['used', 'used'], ["another merchant's", 'otherMerchant']] as const)(
    'refuses a voucher that is %s', async (_name, which) => {
      const answer = await checkout({ ...base(), customerVoucherId: world.vouchers[which] });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message: 'checkoutVoucherUnavailable', data: { field: 'customerVoucherId' } });
    });

  it("refuses a voucher of another customer, or one already spent by the first checkout", async () => {
    const [other] = await context.database.db.insert(customerVouchers).values({ ownerId: world.ownerA.account.ownerId, customerPhone: RUSH_PHONE, name: 'R', value: 1_000 })
      .returning({ id: customerVouchers.id });
    expect((await checkout({ ...base(), customerVoucherId: other.id })).statusCode).toBe(409);
    expect((await checkout({ ...base(), phone: RUSH_PHONE, amount: 2_000, customerVoucherId: other.id })).statusCode).toBe(200);
    expect((await checkout({ ...base(), phone: RUSH_PHONE, amount: 2_000, customerVoucherId: other.id })).statusCode).toBe(409);
  });

  it('lets concurrent checkouts spend the same points only as far as they reach', async () => {
    const phone = '0399111222';
    await context.database.db.insert(loyaltyEvents).values({ ownerId: world.ownerA.account.ownerId, shopId: world.shopsA[0], customerPhone: phone, points: 30, kind: 'earn' });
    // Each redeems 10 of the 30 points on a 10,000 đ sale (paid 0, nothing earned): three can, five try at once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout({ ...base(), phone, amount: 10_000, redeemPoints: 10 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(await balanceOf(phone)).toBe(0);
    const [{ n }] = await context.database.rows<{ n: number }>(sql`select count(*)::int as n from loyalty_events where customer_phone = ${phone} and kind = 'redeem'`);
    expect(n).toBe(3);
  });

  it('replays the same key and body with the same receipt and records one sale; another body with that key is 422', async () => {
    const key = newKey();
    const sales = await salesOf(world.ownerA.account.ownerId);
    const first = await checkout({ ...base(), amount: 50_000, redeemPoints: 1 }, world.ownerA.headers, key);
    // A double tap: the same request again, and once more at the same time as a third.
    const [second, third] = await Promise.all([
      checkout({ ...base(), amount: 50_000, redeemPoints: 1 }, world.ownerA.headers, key),
      // The same body written in another order.
      checkout({ redeemPoints: 1, amount: 50_000, serviceCode: 'QRPAY', shopId: world.shopsA[0], phone: PHONE }, world.ownerA.headers, key),
    ]);
    expect(first.statusCode).toBe(200);
    for (const replay of [second, third]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
    }
    expect(await salesOf(world.ownerA.account.ownerId)).toBe(sales + 1);
    const reused = await checkout({ ...base(), amount: 60_000 }, world.ownerA.headers, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('idempotencyKeyReused');
    expect(await salesOf(world.ownerA.account.ownerId)).toBe(sales + 1);
  });

  it('needs an Idempotency-Key', async () => {
    const answer = await checkout(base(), world.ownerA.headers, null);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'idempotencyKeyRequired', data: { field: 'Idempotency-Key' } });
  });

  it("never lets B check out at A's shop, nor spend A's voucher; B's own sale earns at B only", async () => {
    const salesA = await salesOf(world.ownerA.account.ownerId);
    const atA = await checkout({ ...base(), shopId: world.shopsA[0] }, world.ownerB.headers);
    expect(atA.statusCode).toBe(403);
    expect(atA.json()).toMatchObject({ message: 'checkoutShopNotYours', data: { field: 'shopId' } });
    const voucherA = await context.database.db.insert(customerVouchers).values({ ownerId: world.ownerA.account.ownerId, customerPhone: PHONE, name: 'A', value: 1_000 })
      .returning({ id: customerVouchers.id });
    expect((await checkout({ ...base(), shopId: world.shopB, customerVoucherId: voucherA[0].id }, world.ownerB.headers)).statusCode).toBe(409);
    const balanceA = await balanceOf(PHONE);
    const atB = await checkout({ ...base(), shopId: world.shopB, redeemPoints: 100 }, world.ownerB.headers);
    expect(atB.json().data).toMatchObject({ balanceAfter: 999 - 100 + 0, paid: 0 });
    expect(await balanceOf(PHONE)).toBe(balanceA);
    expect(await salesOf(world.ownerA.account.ownerId)).toBe(salesA);
  });

  it('keeps an employee to the shops assigned to them, and to active shops; the sale is theirs', async () => {
    const other = await checkout({ ...base(), shopId: world.shopsA[1] }, world.employeeA.headers);
    expect(other.statusCode).toBe(403);
    // A locked shop of the merchant is named as such (shops' lockShop), not as someone else's.
    const locked = await checkout({ ...base(), shopId: world.shopsA[2] });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ message: 'app.shops.errors.shopLocked', data: { field: 'shopId' } });
    const mine = await checkout({ ...base(), shopId: world.shopsA[0], amount: 30_000 }, world.employeeA.headers);
    expect(mine.statusCode).toBe(200);
    const [sale] = await context.database.db.select({ userId: transactions.userId }).from(transactions).where(eq(transactions.id, mine.json().data.transactionId));
    expect(sale.userId).toBe(world.employeeA.account.userId);
  });

  it('refuses a role without the checkout action (403)', async () => {
    const viewer = await signedIn(suite.app, context.database, { code: world.ownerA.account.code, type: 'submerchant', actions: [ACTIONS.findTransactions] });
    expect((await checkout(base(), viewer.headers)).statusCode).toBe(403);
  });

  it.each([
    [{ amount: 0 }, 'amount'], [{ amount: 1.5 }, 'amount'], [{ amount: '100000' }, 'amount'], [{ amount: 1_000_000_001 }, 'amount'],
    [{ redeemPoints: -1 }, 'redeemPoints'], [{ redeemPoints: 0.5 }, 'redeemPoints'], [{ shopId: undefined }, 'shopId'], [{ shopId: 0 }, 'shopId'],
    [{ serviceCode: 'TOPUP' }, 'serviceCode'], [{ phone: '123' }, 'phone'], [{ customerVoucherId: 'x' }, 'customerVoucherId'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    const answer = await checkout({ ...base(), ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.field).toBe(field);
  });
});
