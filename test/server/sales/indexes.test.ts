import { sql } from 'drizzle-orm';
import { transactionOrder, transactionWhere } from '../../../server/models/sales';
import { transactions } from '../../../server/db/schema';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';

/** The plan's node types and index names, flattened from EXPLAIN (FORMAT JSON). */
interface PlanNode { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describeEachDatabase('Sales: the filtered page reads an index, never the whole table', (context) => {
  let ownerId: number;

  beforeAll(async () => {
    // Several merchants' sales, so that one merchant's month is a small part of the table, then fresh statistics.
    const owners = await Promise.all([1, 2, 3, 4].map(() => createAccount(context.database)));
    ownerId = owners[0].ownerId;
    await context.database.rows(sql`insert into transactions (owner_id, service_code, amount, fee, status, type, reference, created_at)
      select (array[${sql.join(owners.map((owner) => sql`${owner.ownerId}`), sql`, `)}]::int[])[1 + i % 4], 'QRPAY', 1000 + i % 5000, 0,
        (array['success', 'success', 'failed', 'pending'])[1 + (i / 7) % 4], 'payment', 'IX' || i,
        '2026-01-01T00:00:00Z'::timestamptz + (i * interval '3 minutes')
      from generate_series(1, 60000) i`);
    await context.database.rows(sql`analyze transactions`);
  });

  it('answers a month, one status, 20 newest first, from one of the merchant\'s ordered indexes', async () => {
    const where = transactionWhere({ ownerId, shopIds: null }, {
      createdAt: { gte: '2026-02-01T00:00:00+07:00', lte: '2026-02-28T23:59:59.999+07:00' }, status: 'success',
    });
    const page = sql`select * from ${transactions} where ${where} order by ${sql.join(transactionOrder(), sql`, `)} limit 20`;
    const [row] = await context.database.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(sql`explain (format json) ${page}`);
    const raw = row['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
    const all = nodes(plan);
    expect(all.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
    const used = all.map((node) => node['Index Name']).filter(Boolean);
    expect(used.some((name) => name === 'transactions_owner_created_id_idx' || name === 'transactions_owner_status_created_id_idx')).toBe(true);
    // Read in index order: no sort of the month's rows.
    expect(all.some((node) => node['Node Type'] === 'Sort')).toBe(false);
  });
});
