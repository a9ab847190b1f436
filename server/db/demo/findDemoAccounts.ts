import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { owners, users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

/** An account of the CONTRACT.md demo tables: its password is public. */
export interface DemoIdentity {
  code: string;
  username: string;
  email: string;
}

/** Every demo account of CONTRACT.md, the second tenant (DEMO02) included. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = DEMO_ACCOUNTS.map(({ code, username, email }) => ({ code, username, email }));

/** Owner codes that only the demo uses; `ADMIN` is not one of them, a real platform may choose it. */
export const DEMO_OWNER_CODES: readonly string[] = ['DEMO01', 'DEMO02'];

/**
 * The demo accounts present in the database, as `OWNER / username`: a user whose owner code and username, or
 * whose e-mail, is one of the demo table's, and any user of a demo-only owner.
 */
export const findDemoAccounts = async (database: Database): Promise<string[]> => {
  const pairs = DEMO_IDENTITIES.map(({ code, username }) => sql`(${owners.code} = ${code} and ${users.username} = ${username})`);
  const rows = await database.db.select({ code: owners.code, username: users.username })
    .from(users).innerJoin(owners, eq(owners.id, users.ownerId))
    .where(or(
      ...pairs,
      inArray(users.email, DEMO_IDENTITIES.map((identity) => identity.email)),
      inArray(owners.code, [...DEMO_OWNER_CODES]),
    ))
    .orderBy(owners.code, users.username);
  return rows.map((row) => `${row.code} / ${row.username}`);
};
