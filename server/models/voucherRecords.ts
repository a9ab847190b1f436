import { type SQL, sql } from 'drizzle-orm';
import type { RecordInput, RecordRow } from '../../src/api/records';
import { STORED_STATES, VOUCHER_STATES, voucherState } from '../../src/api/voucherLifecycle';
import { VOUCHER_MODEL } from '../../src/api/vouchers';
import type { AuthContext } from '../auth/sessions';
import type { Db } from '../db/client';
import { records, voucherTransitions } from '../db/schema';

/**
 * The fields only the lifecycle calls (server/modules/vouchers) write: the generic record store neither takes
 * them on create nor changes them on update, whatever the body says.
 */
export const LIFECYCLE_FIELDS = [
  'status', 'syncStatus', 'syncedAt', 'blockMessage', 'blockedAt', 'rejectReason', 'rejectedAt', 'approvedAt',
] as const;

const isVoucher = (model: string) => model === VOUCHER_MODEL;

/** On create, a voucher starts submitted: a body cannot forge its state, nor a reason or a time of a transition. */
export const withInitialState = (model: string, body: RecordInput): RecordInput => {
  if (!isVoucher(model)) return body;
  const kept = Object.fromEntries(Object.entries(body).filter(([name]) => !(LIFECYCLE_FIELDS as readonly string[]).includes(name)));
  return { ...kept, status: 'submitted' };
};

/** The creation recorded as the voucher's first transition (nothing → submitted), in the creating transaction. */
export const recordCreation = async (tx: Db, model: string, id: number, auth: AuthContext, at: Date): Promise<void> => {
  if (!isVoucher(model)) return;
  await tx.insert(voucherTransitions).values({ ownerId: auth.ownerId, voucherId: id, fromState: null, toState: 'submitted', userId: auth.userId, at });
};

/**
 * The data an update stores: for a voucher, the lifecycle fields are read from the row as the UPDATE finds it,
 * so a transition that lands between the store's read and its write is not undone.
 */
export const updatedData = (model: string, data: Record<string, unknown>): SQL | Record<string, unknown> => {
  if (!isVoucher(model)) return data;
  const names = sql.join(LIFECYCLE_FIELDS.map((name) => sql`${name}`), sql`, `);
  const rest = Object.fromEntries(Object.entries(data).filter(([name]) => !(LIFECYCLE_FIELDS as readonly string[]).includes(name)));
  return sql`${JSON.stringify(rest)}::jsonb || coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(${records.data}) e where e.key in (${names})), '{}'::jsonb)`;
};

/** A voucher as the record store answers it: `status` is the state it is in today (active and expired derived). */
export const presentRecord = (model: string, row: RecordRow, stored: unknown, today: string): RecordRow => {
  if (!isVoucher(model) || !Object.prototype.hasOwnProperty.call(row, 'status')) return row;
  return { ...row, status: voucherState((stored ?? {}) as Record<string, unknown>, today) };
};

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** voucherState() in SQL, for the list's filter by state. */
const stateSql = (today: string): SQL => {
  const status = sql`(${records.data}->>'status')`;
  const stored = sql`(case when ${status} in (${list(STORED_STATES)}) then ${status} when ${status} in ('active', 'expired') then 'approved' else 'submitted' end)`;
  const start = sql`substring(${records.data}->>'startDate' from 1 for 10)`;
  const end = sql`substring(${records.data}->>'endDate' from 1 for 10)`;
  return sql`(case when ${stored} <> 'approved' then ${stored} when ${end} < ${today} then 'expired' when ${start} is null or ${start} <= ${today} then 'active' else 'approved' end)`;
};

/**
 * A list's filter on a voucher's `status` is a filter on its state today: taken out of `queryInput` (whose
 * equality would compare the stored value) and answered as a condition on the derived state.
 */
export const stateFilter = (model: string, queryInput: unknown, today: string): { queryInput: unknown; conditions: SQL[] } => {
  if (!isVoucher(model) || typeof queryInput !== 'object' || queryInput === null || Array.isArray(queryInput)) return { queryInput, conditions: [] };
  const { status, ...rest } = queryInput as Record<string, unknown>;
  if (typeof status !== 'string' || !(VOUCHER_STATES as readonly string[]).includes(status)) return { queryInput, conditions: [] };
  return { queryInput: rest, conditions: [sql`${stateSql(today)} = ${status}`] };
};
