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

/**
 * How many rows of `from` match `where`: exact up to `bound` (counting stops one row past it, so a filter
 * matching a million rows costs no more than one matching `bound`), above it the planner's estimate, as large
 * admin tools do. An estimate that contradicts the exact part (not above the bound) answers "bound or more".
 */
export const listCount = async (db: Db, from: SQL, where: SQL, bound: number): Promise<ListCount> => {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`
    select count(*)::int as n from (select 1 from ${from} where ${where} limit ${bound + 1}) matching`);
  if (n <= bound) return { count: n, countIsLowerBound: false, countIsEstimate: false };
  const estimate = await estimatedRows(db, from, where);
  return estimate !== null && estimate > bound
    ? { count: estimate, countIsLowerBound: false, countIsEstimate: true }
    : { count: bound, countIsLowerBound: true, countIsEstimate: false };
};
