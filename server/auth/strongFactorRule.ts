import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { qualified } from '../db/qualified';
import { authenticatorApps, passkeys, roles, users } from '../db/schema';

/**
 * Who must sign in with a strong factor (a passkey or an authenticator app) rather than an SMS code: a user whose
 * role requires it (roles.require_strong_factor, only on roles holding movemoney, manageapikeys or manageclientroles)
 * and, when STAFF_REQUIRE_STRONG_FACTOR is on, every staff account. One who has none yet signs in with the SMS code
 * and is kept to enrolling one (server/auth/guard.ts): the rule lifts at the first request after.
 */

/** Whether the user of the row must use a strong factor; the query joins `roles` on the user's role (left join). */
export const strongFactorRequiredSql = (staffRequired: boolean): SQL<boolean> =>
  sql<boolean>`(coalesce(${qualified(roles, roles.requireStrongFactor)}, false) or (${qualified(users, users.type)} = 'staff' and ${sql.raw(staffRequired ? 'true' : 'false')}))`;

/** Whether the user of the row has a passkey or a confirmed authenticator app (as `hasStrongFactor`). */
export const hasStrongFactorSql = (userId: SQL = qualified(users, users.id)): SQL<boolean> => sql<boolean>`(
  exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})
  or exists (select 1 from ${authenticatorApps} where ${authenticatorApps.userId} = ${userId} and ${authenticatorApps.confirmedAt} is not null))`;

/**
 * Whether the user must still enrol a strong factor before anything else: required and none yet. Read with every
 * request's session (a CASE, so a user not required pays for no look-up).
 */
export const mustEnrolSql = (staffRequired: boolean): SQL<boolean> =>
  sql<boolean>`(case when ${strongFactorRequiredSql(staffRequired)} then not ${hasStrongFactorSql()} else false end)`;

export interface StrongFactorStatus {
  required: boolean;
  has: boolean;
}

/** The rule for one user: whether they must use a strong factor, and whether they have one. */
export const strongFactorStatus = async (db: Db, userId: number, staffRequired: boolean): Promise<StrongFactorStatus> => {
  const [row] = await db.select({ required: strongFactorRequiredSql(staffRequired), has: hasStrongFactorSql() }).from(users)
    .leftJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, userId));
  return { required: row?.required === true, has: row?.has === true };
};
