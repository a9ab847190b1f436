import { type SQL, sql } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { roles, users, userShops } from '../db/schema';

/**
 * The shops whose sales, points and records a user may read, as one SQL value: null for every shop of the owner, or,
 * for a role whose shop scope is 'own', the shops assigned to the user, in order (none assigned: an empty array, so
 * nothing). The one rule: every request's session read and a job's fresh read (`salesScope`) both select it, over
 * `users` left-joined to the user's role.
 */
export const shopScopeSql = (userId: SQL = qualified(users, users.id)): SQL<number[] | null> => sql<number[] | null>`case when ${roles.shopScope} = 'own'
  then array(select ${userShops.shopId} from ${userShops} where ${userShops.userId} = ${userId} order by 1) end`;
