import { desc, type SQL, sql } from 'drizzle-orm';
import { loyaltyEvents } from '../../../server/db/schema';
import { earnPointWhere } from '../../../server/modules/loyalty/earnPointHistory';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';
import { addShop } from '../support/sales';

/** The plan's node types and index names, flattened from EXPLAIN (FORMAT JSON). */
interface PlanNode { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describeEachDatabase('Loyalty: the history and the settlement claim read an index, never the whole table', (context) => {
  let ownerId: number;
  let shopId: number;

  const planOf = async (query: SQL): Promise<PlanNode[]> => {
    const [row] = await context.database.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(sql`explain (format json) ${query}`);
    const raw = row['QUERY PLAN'];
    return nodes((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode);
  };

  beforeAll(async () => {
    const owners = await Promise.all([1, 2, 3, 4].map(() => createAccount(context.database)));
    ownerId = owners[0].ownerId;
    const shopIds = [];
    for (const name of ['S1', 'S2', 'S3', 'S4']) shopIds.push(await addShop(context.database, ownerId, name));
    [shopId] = shopIds;
    // Four merchants' events, most of them settled or earned: the unsettled redeems are a small part of the table.
    await context.database.rows(sql`insert into loyalty_events (owner_id, shop_id, customer_phone, points, kind, created_at)
      select (array[${sql.join(owners.map((owner) => sql`${owner.ownerId}`), sql`, `)}]::int[])[1 + i % 4],
        case when i % 4 = 0 then (array[${sql.join(shopIds.map((id) => sql`${id}`), sql`, `)}]::int[])[1 + (i / 4) % 4] else null end, '09' || lpad((i % 5000)::text, 8, '0'),
        case when i % 10 = 0 then -5 else 10 end, case when i % 10 = 0 then 'redeem' else 'earn' end,
        '2026-01-01T00:00:00Z'::timestamptz + (i * interval '3 minutes')
      from generate_series(1, 60000) i`);
    await context.database.rows(sql`analyze loyalty_events`);
  });

  it('answers one shop\'s page, 20 newest first, from an ordered index', async () => {
    const where = earnPointWhere({ ownerId, shopIds: null }, { shopId });
    const all = await planOf(sql`select * from ${loyaltyEvents} where ${where} order by ${desc(loyaltyEvents.createdAt)}, ${desc(loyaltyEvents.id)} limit 20`);
    expect(all.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
    expect(all.map((node) => node['Index Name']).filter(Boolean)).toContain('loyalty_events_owner_shop_created_idx');
  });

  it('finds a period\'s unsettled redeems through the partial index', async () => {
    const all = await planOf(sql`select * from ${loyaltyEvents} where owner_id = ${ownerId} and kind = 'redeem' and settlement_id is null
      and created_at >= '2026-01-10T00:00:00Z' and created_at < '2026-01-20T00:00:00Z'`);
    expect(all.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
    expect(all.map((node) => node['Index Name']).filter(Boolean)).toContain('loyalty_events_unsettled_redeem_idx');
  });
});
