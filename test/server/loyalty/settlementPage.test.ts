import { validateDefinition } from '../../../src/core/definition/validateDefinition';
import { listBody } from '../../../src/dataProvider/recordList';
import { pointSettlementsPage } from '../../../server/db/demo/settlementPage';
import { describeEachDatabase } from '../support/databases';
import { addShop } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { addEvents } from './support';

// The back-office page over the settlements (server/db/demo/settlementPage.ts), driven by the calls the page engine
// makes: a list body of the list contract, a read by queryInput {id}, basic-API buttons posting { …form, id }.

describeEachDatabase('Loyalty: the staff page over settlements', (context) => {
  const suite = suiteApp(context);
  let merchant: SignedIn;
  let staff: SignedIn;

  const call = (name: string, payload: unknown, who = staff) => {
    const api = pointSettlementsPage.apis.find((one) => one.name === name)!;
    return suite.app.inject({ method: 'POST', url: api.url, payload: payload as Record<string, unknown>, headers: who.headers });
  };
  const list = async (filters: Record<string, unknown>) => {
    const answer = await call('list', listBody({
      select: pointSettlementsPage.list.columns.join(','), sort: [{ createdAt: 'desc' }], filters, limit: 20, skip: 0,
    }));
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: Record<string, unknown>[]; count: number };
  };
  const read = async (id: number) => {
    const answer = await call('read', { queryInput: JSON.stringify({ id }) });
    expect(answer.statusCode).toBe(200);
    return (answer.json().data as Record<string, unknown>[])[0];
  };

  beforeAll(async () => {
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    const shop = await addShop(context.database, merchant.account.ownerId, 'Shop');
    await addEvents(context.database, [
      { ownerId: merchant.account.ownerId, shopId: shop, points: -8, kind: 'redeem', createdAt: '2026-10-10T03:00:00Z' },
      { ownerId: merchant.account.ownerId, shopId: shop, points: -4, kind: 'redeem', createdAt: '2026-11-10T03:00:00Z' },
    ]);
    for (const period of [{ periodFrom: '2026-10-01', periodTo: '2026-10-31' }, { periodFrom: '2026-11-01', periodTo: '2026-11-20' }]) {
      const answer = await suite.app.inject({ method: 'POST', url: '/api/loyalty/settlementPoint', payload: period, headers: merchant.headers });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('is a valid definition without warnings, under the staff action approvesettlements', () => {
    const result = validateDefinition(pointSettlementsPage);
    expect(result.ok ? result.warnings : result.errors).toEqual([]);
    expect(pointSettlementsPage.action).toBe('approvesettlements');
  });

  it('lists every merchant\'s requested settlements with the merchant named, and reads one by id', async () => {
    const requested = await list({ status: 'requested' });
    const mine = requested.data.filter((row) => row.ownerCode === merchant.account.code);
    expect(mine.map((row) => row.points).sort()).toEqual([4, 8]);
    const one = await read(mine[0].id as number);
    expect(one).toMatchObject({ id: mine[0].id, ownerCode: merchant.account.code, status: 'requested' });
  });

  it('approves, marks paid, and rejects with the reason typed on the form, as its buttons send them', async () => {
    const [first, second] = (await list({ status: 'requested' })).data.filter((row) => row.ownerCode === merchant.account.code);
    // The form's fields go along with the id from the address (digits): the read-only ones are ignored.
    const form = (row: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...row, ...extra, id: String(row.id) });
    const approved = await call('approve', form(first));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'app.loyalty.settlementDecided', data: { status: 'approved' } });
    expect((await call('pay', form(first))).json().data).toMatchObject({ status: 'paid' });
    expect((await call('reject', form(second, { reason: '' }))).statusCode).toBe(400);
    expect((await call('reject', form(second, { reason: 'Chưa khớp đối soát' }))).json().data).toMatchObject({ status: 'rejected', reason: 'Chưa khớp đối soát' });
    expect(await read(second.id as number)).toMatchObject({ status: 'rejected', reason: 'Chưa khớp đối soát' });
  });

  it('is closed to merchants (403): the page\'s calls need approvesettlements', async () => {
    for (const name of ['list', 'approve', 'pay', 'reject']) expect((await call(name, { id: 1, reason: 'x' }, merchant)).statusCode).toBe(403);
  });
});
