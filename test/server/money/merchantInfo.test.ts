import { eq } from 'drizzle-orm';
import { owners } from '../../../server/db/schema';
import { ACTIONS } from '../../../src/api/permissions';
import { describeEachDatabase } from '../support/databases';
import { addBankAccount, addChannel, rawBalance } from '../support/money';
import { addSales, type Sale } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

describeEachDatabase('Money: the merchant\'s information, balance, channels and bank accounts', (context) => {
  const suite = suiteApp(context, { money: { settlementDelayDays: 2 } });
  let a: SignedIn;
  let b: SignedIn;

  const post = (url: string, payload: unknown, headers = a.headers) =>
    suite.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown>, headers });
  const data = async (url: string, payload: unknown = {}, headers = a.headers) => {
    const answer = await post(url, payload, headers);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    a = await signedIn(suite.app, context.database, { type: 'merchant' });
    b = await signedIn(suite.app, context.database, { type: 'merchant' });
    await context.database.db.update(owners).set({
      taxCode: '0312345678', address: '12 Lê Lợi', provinceCode: '79', districtCode: '760', wardCode: '26734',
      contactName: 'Nguyễn Văn An', contactPhone: '0901234567', contactEmail: 'an@example.vn',
    }).where(eq(owners.id, a.account.ownerId));
    await addChannel(context.database, a.account.ownerId, 'QRPAY', 150, 0);
    await addChannel(context.database, a.account.ownerId, 'CARD', 220, 1_100, false);
    await addChannel(context.database, b.account.ownerId, 'WALLET', 100, 500);
    await addBankAccount(context.database, a.account.ownerId, { number: '9704000011112222' });
    await addBankAccount(context.database, a.account.ownerId, { number: '123456789', verified: false, bank: 'TCB' });
    await addBankAccount(context.database, b.account.ownerId, { number: '5555666677778888' });
  });

  it('answers the merchant\'s details from the session\'s tenant', async () => {
    expect((await data('/merchant/merchantInfo')).data).toEqual({
      code: a.account.code, name: `Owner ${a.account.code}`, status: 'active', taxCode: '0312345678', address: '12 Lê Lợi',
      provinceCode: '79', districtCode: '760', wardCode: '26734', contactName: 'Nguyễn Văn An', contactPhone: '0901234567', contactEmail: 'an@example.vn',
    });
    expect((await data('/merchant/merchantInfo', {}, b.headers)).data).toMatchObject({ code: b.account.code, taxCode: null, provinceCode: null });
  });

  it('lists the merchant\'s channels with their fees, filters them, and never another merchant\'s', async () => {
    const all = await data('/merchant/findChannels');
    expect(all).toMatchObject({ count: 2, data: [
      { code: 'CARD', name: 'Channel CARD', feeRateBp: 220, feeFixed: 1_100, enabled: false },
      { code: 'QRPAY', feeRateBp: 150, feeFixed: 0, enabled: true },
    ] });
    expect(await data('/merchant/findChannels', { queryInput: JSON.stringify({ enabled: true }) })).toMatchObject({ count: 1, data: [{ code: 'QRPAY' }] });
    expect(await data('/merchant/findChannels', { queryInput: { code: 'WALLET' } })).toMatchObject({ count: 0, data: [] });
    expect((await post('/merchant/findChannels', { queryInput: { ownerId: 1 } })).json().data.field).toMatch(/^queryInput/);
  });

  it('lists bank accounts with the number masked to its last four digits, verified first', async () => {
    const list = await data('/transaction/listBankAccountsByUser');
    expect(list).toMatchObject({ count: 2, data: [
      { bankName: 'Vietcombank', accountNumberMasked: '•••• 2222', holderName: 'NGUYEN VAN AN', verified: true },
      { bankName: 'Techcombank', accountNumberMasked: '•••• 6789', verified: false },
    ] });
    expect(JSON.stringify(list)).not.toContain('9704000011112222');
    expect(await data('/transaction/listBankAccountsByUser', { queryInput: { verified: false } })).toMatchObject({ count: 1 });
    expect((await data('/transaction/listBankAccountsByUser', {}, b.headers)).data.map((row: { accountNumberMasked: string }) => row.accountNumberMasked))
      .toEqual(['•••• 8888']);
  });

  it('counts sales as available after the settlement delay, pending before, as the raw rows say', async () => {
    // The test clock is 2026-11-21 09:00 in Vietnam; a delay of 2 days makes the 19th the last available day.
    const sale = (day: string, amount: number, status: Sale['status'] = 'success', type: Sale['type'] = 'payment'): Sale => ({
      ownerId: a.account.ownerId, shopId: null, userId: null, serviceCode: 'QRPAY', amount, fee: amount / 100, status, type,
      reference: `D${day}${amount}${status}${type}`, createdAt: new Date(`${day}T10:00:00+07:00`),
    });
    await addSales(context.database, [
      sale('2026-11-19', 1_000_000), sale('2026-11-20', 200_000), sale('2026-11-21', 300_000), sale('2026-11-21', 50_000, 'pending'),
      sale('2026-11-18', 100_000, 'success', 'refund'), sale('2026-11-18', 80_000, 'success', 'withdraw'), sale('2026-11-19', 70_000, 'failed'),
    ]);
    const balance = (await data('/merchant/merchantBalance')).data;
    expect(balance).toEqual({ available: 990_000 - 100_000 - 80_000, pending: 198_000 + 297_000 + 49_500, held: 0, currency: 'VND' });
    expect(balance).toEqual(await rawBalance(context.database, a.account.ownerId, suite.clock.now(), 2));
    expect((await data('/merchant/merchantBalance', {}, b.headers)).data).toEqual({ available: 0, pending: 0, held: 0, currency: 'VND' });
  });

  it('refuses callers without merchantinfo (403); lets a movemoney role list bank accounts', async () => {
    const employee = await signedIn(suite.app, context.database, { code: a.account.code, type: 'submerchant' });
    const staff = await signedIn(suite.app, context.database, { type: 'staff' });
    for (const who of [employee, staff]) {
      for (const url of ['/merchant/merchantInfo', '/merchant/merchantBalance', '/merchant/findChannels', '/transaction/listBankAccountsByUser', '/transaction/findTransfers']) {
        expect([url, (await post(url, {}, who.headers)).statusCode]).toEqual([url, 403]);
      }
    }
    const mover = await signedIn(suite.app, context.database, { code: a.account.code, type: 'submerchant', actions: [ACTIONS.moveMoney] });
    expect((await data('/transaction/listBankAccountsByUser', {}, mover.headers)).count).toBe(2);
    expect((await post('/merchant/merchantInfo', {}, mover.headers)).statusCode).toBe(403);
  });
});
