import { type SQL, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

/** How a list answer's `count` was reached (CONTRACT.md list contract; the screens label the last two). */
export interface ListCount {
  count: number;
  /** More rows than `count` match: the count stopped at its bound and the planner's estimate was no better. */
  countIsLowerBound: boolean;
  /** `count` is the planner's estimate of a large match, not an exact figure. */
  countIsEstimate: boolean;
}

interface PlanNode {
  'Plan Rows'?: unknown;
}

/** The planner's row estimate for `select 1 from … where …`: EXPLAIN plans the query and runs nothing. */
const estimatedRows = async (db: Db, from: SQL, where: SQL): Promise<number | null> => {
  const [row] = await selectRows<Record<string, unknown>>(db, sql`explain (format json) select 1 from ${from} where ${where}`);
  const plan: unknown = row ? Object.values(row)[0] : null;
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const rows = Array.isArray(parsed) ? (parsed[0] as { Plan?: PlanNode } | undefined)?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : null;
};

/** `count(*)` of the rows of `from` matching `where`, stopping one row past `bound`: a column or a query. */
export const boundedCountSql = (from: SQL, where: SQL, bound: number): SQL =>
  sql`(select count(*)::int from (select 1 from ${from} where ${where} limit ${bound + 1}) matching)`;

/** Estimates are kept a minute per list and filter: they are labelled as estimates, and each costs a round trip. */
const ESTIMATE_KEEP_MS = 60_000;
const ESTIMATES_KEPT = 1_000;
const estimates = new Map<string, { rows: number | null; until: number }>();

/** A list's filter, or how to build it: built only when the database must be asked (most answers need no estimate). */
export type Where = SQL | (() => SQL);

const cachedEstimate = async (db: Db, from: SQL, where: Where, key: string | undefined): Promise<number | null> => {
  const at = Date.now();
  const kept = key === undefined ? undefined : estimates.get(key);
  if (kept && kept.until > at) return kept.rows;
  const rows = await estimatedRows(db, from, typeof where === 'function' ? where() : where);
  if (key !== undefined) {
    // Oldest first out: a Map iterates in insertion order.
    if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
    estimates.delete(key);
    estimates.set(key, { rows, until: at + ESTIMATE_KEEP_MS });
  }
  return rows;
};

/**
 * The answer for `counted` rows found by `boundedCountSql`: past the bound, the planner's estimate if it is better.
 * `estimateKey` names the list and its filters (tenant and scope included) when its estimate may be reused.
 */
export const countAnswer = async (
  db: Db, from: SQL, where: Where, bound: number, counted: number, estimateKey?: string,
): Promise<ListCount> => {
  if (counted <= bound) return { count: counted, countIsLowerBound: false, countIsEstimate: false };
  const estimate = await cachedEstimate(db, from, where, estimateKey);
  return estimate !== null && estimate > bound
    ? { count: estimate, countIsLowerBound: false, countIsEstimate: true }
    : { count: bound, countIsLowerBound: true, countIsEstimate: false };
};

/**
 * How many rows of `from` match `where`: exact up to `bound` (counting stops one row past it, so a filter
 * matching a million rows costs no more than one matching `bound`), above it the planner's estimate, as large
 * admin tools do. An estimate that contradicts the exact part (not above the bound) answers "bound or more".
 */
export const listCount = async (db: Db, from: SQL, where: SQL, bound: number): Promise<ListCount> => {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select ${boundedCountSql(from, where, bound)} as n`);
  return countAnswer(db, from, where, bound, n);
};
