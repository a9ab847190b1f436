import { sql } from 'drizzle-orm';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';

/** The plan's node types and index names, flattened from EXPLAIN (FORMAT JSON). */
interface PlanNode { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describeEachDatabase("Cashier: a customer's history reads one range of its index", (context) => {
  let ownerId: number;
  const phone = '0900000007';

  const planOf = async (query: ReturnType<typeof sql>): Promise<PlanNode[]> => {
    const [row] = await context.database.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(sql`explain (format json) ${query}`);
    const raw = row['QUERY PLAN'];
    return nodes((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode);
  };

  beforeAll(async () => {
    ownerId = (await createAccount(context.database)).ownerId;
    // 2,000 customers with 30 events each: one customer is a small part of the table.
    await context.database.rows(sql`insert into loyalty_events (owner_id, customer_phone, points, kind, created_at)
      select ${ownerId}, '09' || lpad((i % 2000)::text, 8, '0'), 1 + i % 50, 'earn', '2026-01-01T00:00:00Z'::timestamptz + i * interval '7 minutes'
      from generate_series(1, 60000) i`);
    await context.database.rows(sql`analyze loyalty_events`);
  });

  it('answers the 10 newest events in index order, with no sort of the history', async () => {
    const plan = await planOf(sql`select id, created_at, kind, points from loyalty_events
      where owner_id = ${ownerId} and customer_phone = ${phone} order by created_at desc, id desc limit 10`);
    expect(plan.some((node) => node['Index Name'] === 'loyalty_events_customer_idx')).toBe(true);
    expect(plan.some((node) => node['Node Type'] === 'Seq Scan' || node['Node Type'].includes('Sort'))).toBe(false);
  });

  it('sums the balance from the same index, never the whole table', async () => {
    const plan = await planOf(sql`select coalesce(sum(points), 0) from loyalty_events where owner_id = ${ownerId} and customer_phone = ${phone}`);
    expect(plan.some((node) => node['Index Name'] === 'loyalty_events_customer_idx')).toBe(true);
    expect(plan.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
  });
});
