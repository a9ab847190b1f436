import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A column of the outer query named with its table, for correlated subqueries: drizzle leaves the columns of a
 * single-table select unqualified, and a subquery over a table with a column of the same name would read its own.
 */
export const qualified = (table: PgTable, column: PgColumn): SQL => sql`${table}.${sql.identifier(column.name)}`;
