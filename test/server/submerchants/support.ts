import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { roleActions, roles } from '../../../server/db/schema';

let counter = 0;

/** A role of the merchant for its employees, carrying `actions`. */
export const addRole = async (database: Database, ownerId: number, actions: readonly string[]): Promise<number> => {
  const [role] = await database.db.insert(roles).values({ ownerId, name: `employees ${process.pid}-${counter++}` }).returning({ id: roles.id });
  if (actions.length) await database.db.insert(roleActions).values(actions.map((action) => ({ roleId: role.id, action })));
  return role.id;
};

/** A Vietnamese mobile number no other test uses (the process id keeps parallel workers apart). */
export const freshPhone = (): string => `03${String(process.pid % 10_000).padStart(4, '0')}${String(counter++).padStart(4, '0')}`;

export const poster = (app: () => App) => (url: string, payload: unknown, headers: Record<string, string>) =>
  app().inject({ method: 'POST', url: `/api/${url}`, payload: payload as Record<string, unknown>, headers });

/** The first password a test owner gives: passes the default policy and names nobody. */
export const FIRST_PASSWORD = 'Quartz-Lantern-7391';
