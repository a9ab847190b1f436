import { sql } from 'drizzle-orm';
import { ACTIONS } from '../../../src/api/permissions';
import type { ExportJob } from '../../../src/api/sales';
import { finishedJob, parseCsv } from '../exportJobs/support';
import { describeEachDatabase } from '../support/databases';
import { addShop } from '../support/sales';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { addEvents } from './support';

// Settlements on both databases: quote, request, never twice (concurrent and overlapping), staff decisions.
// The suite's clock stands on 21/11/2026 09:00 in Ho Chi Minh City; the redeem-expiry cycle is 90 days.

interface Settlement {
  id: number;
  periodFrom: string;
  periodTo: string;
  points: number;
  rate: number;
  amount: number;
  status: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

describeEachDatabase('Loyalty: settlements', (context) => {
  const suite = suiteApp(context);
  let merchant: SignedIn;
  let other: SignedIn;
  let staff: SignedIn;
  let shop: number;

  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url: `/api/loyalty/${url}`, payload: payload as Record<string, unknown>, headers });
  const quote = async (period: Record<string, string>, who = merchant) => {
    const answer = await post('settlementQuote', period, who.headers);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { points: number; events: number; rate: number; amount: number };
  };
  const settle = (period: Record<string, string>, who = merchant) => post('settlementPoint', period, who.headers);
  const history = async (who: SignedIn, payload: Record<string, unknown> = {}) => {
    const answer = await post('settlementPointHistory', payload, who.headers);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: Settlement[]; count: number };
  };
  const decide = (decision: string, payload: Record<string, unknown>, who = staff) => post(`staff/${decision}Settlement`, payload, who.headers);
  /** The settlement ids of the merchant's redeem events, as stored. */
  const coverage = async (ownerId: number) => context.database.rows<{ settlement_id: number | null; n: number }>(sql`
    select settlement_id, count(*)::int as n from loyalty_events where owner_id = ${ownerId} and kind = 'redeem'
    group by settlement_id order by settlement_id nulls first`);
  const redeem = (ownerId: number, points: number, createdAt: string) =>
    addEvents(context.database, [{ ownerId, shopId: shop, customerPhone: '0901234567', points: -points, kind: 'redeem', createdAt }]);

  beforeAll(async () => {
    merchant = await signedIn(suite.app, context.database, { type: 'merchant' });
    other = await signedIn(suite.app, context.database, { type: 'merchant' });
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
    shop = await addShop(context.database, merchant.account.ownerId, 'Cửa hàng quyết toán');
    const ownerId = merchant.account.ownerId;
    await addEvents(context.database, [
      // October (local days): two redeems, an earn that is never settled.
      { ownerId, shopId: shop, customerPhone: '0901234567', points: -30, kind: 'redeem', createdAt: '2026-10-05T03:00:00Z' },
      { ownerId, shopId: shop, customerPhone: '0901234567', points: -12, kind: 'redeem', createdAt: '2026-10-31T16:59:00Z' },
      { ownerId, shopId: shop, customerPhone: '0901234567', points: 200, kind: 'earn', createdAt: '2026-10-06T03:00:00Z' },
      // 31/10 23:59 UTC is 1/11 06:59 in Ho Chi Minh City: November's, not October's.
      { ownerId, shopId: shop, customerPhone: '0901234567', points: -7, kind: 'redeem', createdAt: '2026-10-31T23:59:00Z' },
      // Older than the redeem-expiry cycle (90 days before 21/11/2026): never settleable.
      { ownerId, shopId: shop, customerPhone: '0901234567', points: -500, kind: 'redeem', createdAt: '2026-08-01T03:00:00Z' },
    ]);
    await redeem(other.account.ownerId, 40, '2026-10-10T03:00:00Z');
  });

  it('quotes the redeemed points of the period\'s local days not yet settled and within the redeem-expiry cycle', async () => {
    expect(await quote({ periodFrom: '2026-10-01', periodTo: '2026-10-31' })).toEqual({ points: 42, events: 2, rate: 1_000, amount: 42_000 });
    expect(await quote({ periodFrom: '2026-11-01', periodTo: '2026-11-01' })).toEqual({ points: 7, events: 1, rate: 1_000, amount: 7_000 });
    expect(await quote({ periodFrom: '2026-07-01', periodTo: '2026-08-31' })).toEqual({ points: 0, events: 0, rate: 1_000, amount: 0 });
    expect(await quote({ periodFrom: '2026-10-01', periodTo: '2026-10-31' }, other)).toEqual({ points: 40, events: 1, rate: 1_000, amount: 40_000 });
  });

  it('creates a settlement covering exactly those events, audited, and refuses the same period again (400)', async () => {
    const answer = await settle({ periodFrom: '2026-10-01', periodTo: '2026-10-31' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: 'app.loyalty.settlementRequested' });
    const created = answer.json().data as Settlement;
    expect(created).toMatchObject({ periodFrom: '2026-10-01', periodTo: '2026-10-31', points: 42, rate: 1_000, amount: 42_000, status: 'requested', reason: null });
    expect(await coverage(merchant.account.ownerId)).toEqual([{ settlement_id: null, n: 2 }, { settlement_id: created.id, n: 2 }]);
    const again = await settle({ periodFrom: '2026-10-01', periodTo: '2026-10-31' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('app.loyalty.errors.nothingToSettle');
    expect((await quote({ periodFrom: '2026-10-01', periodTo: '2026-10-31' })).points).toBe(0);
    const [audit] = await context.database.rows<{ kind: string; user_id: number; detail: Record<string, unknown> }>(sql`
      select kind, user_id, detail from audit_events where kind = 'settlementRequested' and detail->>'settlementId' = ${String(created.id)}`);
    expect(audit).toMatchObject({ user_id: merchant.account.userId, detail: { points: 42, amount: 42_000, periodFrom: '2026-10-01' } });
    // The refused request left no settlement behind.
    expect((await history(merchant)).data.map((row) => row.id)).toEqual([created.id]);
  });

  it('never settles a point twice with overlapping periods', async () => {
    const ownerId = merchant.account.ownerId;
    await redeem(ownerId, 5, '2026-11-05T03:00:00Z');
    await redeem(ownerId, 6, '2026-11-15T03:00:00Z');
    const first = await settle({ periodFrom: '2026-11-01', periodTo: '2026-11-10' });
    expect(first.json().data).toMatchObject({ points: 12 });
    const overlapping = await settle({ periodFrom: '2026-10-01', periodTo: '2026-11-20' });
    expect(overlapping.json().data).toMatchObject({ points: 6 });
    const rows = await context.database.rows<{ total: number; covered: number }>(sql`
      select coalesce(sum(-e.points), 0)::int as total, count(distinct e.id)::int as covered from loyalty_events e
      join point_settlements s on s.id = e.settlement_id where s.owner_id = ${ownerId}`);
    const settled = (await history(merchant)).data.reduce((sum, row) => sum + row.points, 0);
    expect(rows[0].total).toBe(settled);
    expect(settled).toBe(42 + 12 + 6);
  });

  it('lets only one of many concurrent requests take the same points', async () => {
    const ownerId = merchant.account.ownerId;
    await redeem(ownerId, 9, '2026-11-18T03:00:00Z');
    await redeem(ownerId, 4, '2026-11-19T03:00:00Z');
    const answers = await Promise.all(Array.from({ length: 8 }, () => settle({ periodFrom: '2026-11-16', periodTo: '2026-11-20' })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json().data).toMatchObject({ points: 13, amount: 13_000 });
    const [unique] = await context.database.rows<{ n: number }>(sql`
      select count(*)::int as n from point_settlements where owner_id = ${ownerId} and period_from = '2026-11-16'`);
    expect(unique.n).toBe(1);
  });

  it('moves statuses only along requested → approved → paid, or to rejected with a reason, audited', async () => {
    const [requested] = (await history(merchant, { queryInput: { status: 'requested' }, sort: [{ createdAt: 'asc' }] })).data;
    expect((await decide('pay', { id: requested.id })).statusCode).toBe(409);
    const approved = await decide('approve', { id: requested.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedAt: expect.stringMatching(/Z$/) });
    const twice = await decide('approve', { id: requested.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'app.loyalty.errors.badTransition', data: { status: 'approved' } });
    expect((await decide('pay', { id: requested.id })).json().data).toMatchObject({ status: 'paid' });
    expect((await decide('reject', { id: requested.id, reason: 'too late' })).statusCode).toBe(409);
    expect((await decide('approve', { id: 999_999 })).statusCode).toBe(404);
    const decisions = await context.database.rows<{ user_id: number; detail: { decision: string } }>(sql`
      select user_id, detail from audit_events where kind = 'settlementDecided' and detail->>'settlementId' = ${String(requested.id)} order by id`);
    expect(decisions.map((row) => [row.user_id, row.detail.decision])).toEqual([[staff.account.userId, 'approve'], [staff.account.userId, 'pay']]);
  });

  it('frees a rejected settlement\'s events, which a new settlement may then cover', async () => {
    const ownerId = merchant.account.ownerId;
    await redeem(ownerId, 3, '2026-11-21T01:00:00Z');
    const created = (await settle({ periodFrom: '2026-11-21', periodTo: '2026-11-21' })).json().data as Settlement;
    expect((await decide('reject', { id: created.id, reason: '   ' })).statusCode).toBe(400);
    const rejected = await decide('reject', { id: created.id, reason: 'Sai kỳ quyết toán' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Sai kỳ quyết toán' });
    expect((await history(merchant, { queryInput: { status: 'rejected' } })).data[0]).toMatchObject({ id: created.id, reason: 'Sai kỳ quyết toán' });
    expect(await quote({ periodFrom: '2026-11-21', periodTo: '2026-11-21' })).toMatchObject({ points: 3, events: 1 });
    const again = (await settle({ periodFrom: '2026-11-21', periodTo: '2026-11-21' })).json().data as Settlement;
    expect(again).toMatchObject({ points: 3, status: 'requested' });
    expect(again.id).not.toBe(created.id);
    expect((await decide('approve', { id: created.id })).statusCode).toBe(409);
  });

  it('keeps each merchant to its own settlements: by list, by id, by export', async () => {
    const mine = (await settle({ periodFrom: '2026-10-01', periodTo: '2026-10-31' }, other)).json().data as Settlement;
    const ofOther = await history(other);
    expect(ofOther.data.map((row) => row.id)).toEqual([mine.id]);
    const ofMerchant = await history(merchant, { limit: 100 });
    expect(ofMerchant.data.some((row) => row.id === mine.id)).toBe(false);
    expect((await post('settlementPointDetail', { id: mine.id }, merchant.headers)).statusCode).toBe(404);
    expect((await post('settlementPointDetail', { id: mine.id }, other.headers)).json().data).toMatchObject({ id: mine.id, points: 40 });
    const started = await post('exportSettlementPointHistory', { queryInput: { status: 'requested' } }, other.headers);
    const job: ExportJob = await finishedJob(suite.app, other.headers, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', kind: 'pointSettlements', rows: 1 });
    const ticket = await suite.app.inject({ method: 'POST', url: '/api/report/downloadTicket', headers: other.headers, payload: { id: job.id } });
    const rows = parseCsv((await suite.app.inject({ url: ticket.json().data.url })).body);
    expect(rows[0]).toEqual(['Requested', 'From', 'To', 'Points', 'Rate (VND/point)', 'Amount (VND)', 'Status', 'Reason', 'Decided']);
    expect(rows.slice(1).map((row) => row.slice(1, 8))).toEqual([['01/10/2026', '31/10/2026', '40', '1000', '40000', 'Requested', '']]);
    // The staff list names the merchant of every settlement.
    const queue = await post('staff/settlementList', { queryInput: { status: 'requested' }, limit: 100 }, staff.headers);
    expect(queue.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: mine.id, ownerCode: other.account.code })]));
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['settlementQuote', { periodFrom: '2026-10-01' }, 'periodTo'],
      ['settlementPoint', { periodFrom: '01/10/2026', periodTo: '2026-10-31' }, 'periodFrom'],
      ['settlementPoint', { periodFrom: '2026-10-31', periodTo: '2026-10-01' }, 'periodTo'],
      ['settlementPoint', { periodFrom: '2024-01-01', periodTo: '2026-10-01' }, 'periodTo'],
      ['settlementPointHistory', { queryInput: { status: 'lost' } }, 'queryInput.status'],
      ['settlementPointHistory', { limit: 0 }, 'limit'],
      ['settlementPointDetail', { id: 'x' }, 'id'],
    ];
    for (const [call, payload, field] of cases) {
      const answer = await post(call, payload, merchant.headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(field);
    }
    const noReason = await decide('reject', { id: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('reason');
  });

  it('refuses callers without the permission (403): merchants cannot decide, staff cannot settle, employees cannot request', async () => {
    for (const call of ['staff/approveSettlement', 'staff/paySettlement', 'staff/rejectSettlement', 'staff/settlementList']) {
      expect((await post(call, { id: 1, reason: 'x' }, merchant.headers)).statusCode).toBe(403);
    }
    for (const call of ['settlementPoint', 'settlementQuote', 'settlementPointHistory', 'exportSettlementPointHistory']) {
      expect((await post(call, { periodFrom: '2026-10-01', periodTo: '2026-10-02' }, staff.headers)).statusCode).toBe(403);
    }
    const employee = await signedIn(suite.app, context.database, { type: 'submerchant', code: merchant.account.code });
    expect((await settle({ periodFrom: '2026-10-01', periodTo: '2026-10-02' }, employee)).statusCode).toBe(403);
    const readOnly = await signedIn(suite.app, context.database, { type: 'merchant', actions: [ACTIONS.settlementPointHistory] });
    expect((await post('settlementPointHistory', {}, readOnly.headers)).statusCode).toBe(200);
    expect((await settle({ periodFrom: '2026-10-01', periodTo: '2026-10-02' }, readOnly)).statusCode).toBe(403);
  });
});
