import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { bankAccounts, paymentChannels } from '../../../server/db/schema';

export const addBankAccount = async (
  database: Database, ownerId: number, options: { verified?: boolean; number?: string; bank?: string } = {},
): Promise<number> => {
  const [row] = await database.db.insert(bankAccounts).values({
    ownerId, bankCode: options.bank ?? 'VCB', bankName: options.bank === 'TCB' ? 'Techcombank' : 'Vietcombank',
    accountNumber: options.number ?? '0011002233445', holderName: 'NGUYEN VAN AN',
    verifiedAt: options.verified === false ? null : new Date('2026-01-02T03:00:00Z'),
  }).returning({ id: bankAccounts.id });
  return row.id;
};

export const addChannel = async (database: Database, ownerId: number, code: string, feeRateBp: number, feeFixed: number, enabled = true) =>
  (await database.db.insert(paymentChannels).values({ ownerId, code, name: `Channel ${code}`, feeRateBp, feeFixed, enabled })
    .returning({ id: paymentChannels.id }))[0].id;

/**
 * The balance computed from raw rows, without the ledger: successful sales net of fees (less refunds and
 * withdrawals) of local days at least `delayDays` before `now`'s, less the transfers that hold or moved money
 * (awaiting their code or completed); held = the awaiting ones; pending = pending sales and younger days.
 */
export const rawBalance = async (database: Database, ownerId: number, now: Date, delayDays: number) => {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'Asia/Ho_Chi_Minh')::date`;
  const [sales] = await database.rows<{ settled: number; young: number; pending: number }>(sql`
    select
      coalesce(sum(net) filter (where day <= ${today} - ${delayDays}::int), 0)::float8 as settled,
      coalesce(sum(net) filter (where day > ${today} - ${delayDays}::int), 0)::float8 as young,
      coalesce(sum(case when status = 'pending' and type in ('payment', 'topup') then amount - fee else 0 end), 0)::float8 as pending
    from (select *, (created_at at time zone 'Asia/Ho_Chi_Minh')::date as day,
        case when status <> 'success' then 0 when type in ('payment', 'topup') then amount - fee else -amount end as net
      from transactions where owner_id = ${ownerId}) t`);
  const [moved] = await database.rows<{ out: number; held: number }>(sql`
    select coalesce(sum(amount) filter (where status in ('awaiting_code', 'completed')), 0)::float8 as out,
      coalesce(sum(amount) filter (where status = 'awaiting_code'), 0)::float8 as held
    from transfers where owner_id = ${ownerId}`);
  return { available: sales.settled - moved.out, pending: sales.pending + sales.young, held: moved.held, currency: 'VND' };
};
