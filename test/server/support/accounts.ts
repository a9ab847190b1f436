import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE_ACTIONS, type UserType } from '../../../src/api/permissions';
import { hashPassword, type PasswordParams } from '../../../server/auth/passwords';
import type { Database } from '../../../server/db/client';
import { owners, roleActions, roles, users } from '../../../server/db/schema';
import { TEST_PASSWORD_PARAMS } from './app';

export interface TestAccount {
  userId: number;
  ownerId: number;
  code: string;
  username: string;
  password: string;
  email: string;
  fullName: string;
  type: UserType;
}

export interface AccountOptions {
  code?: string;
  type?: UserType;
  password?: string;
  actions?: readonly string[];
  ownerStatus?: 'active' | 'locked';
  /** scrypt cost of the stored hash; default the cheap one of test runs. */
  passwordParams?: PasswordParams;
}

let counter = 0;
const unique = () => `${process.pid % 1000}${String(counter++).padStart(4, '0')}`;

/** A fresh owner-code/user pair (unique phone and e-mail), so tests never share throttles or send limits. */
export const createAccount = async (database: Database, options: AccountOptions = {}): Promise<TestAccount> => {
  const { db } = database;
  const id = unique();
  const code = options.code ?? `T${id}`;
  const type = options.type ?? 'merchant';
  const password = options.password ?? 'correct-horse-42';
  let [owner] = await db.select().from(owners).where(eq(owners.code, code));
  if (!owner) [owner] = await db.insert(owners).values({ code, name: `Owner ${code}`, status: options.ownerStatus ?? 'active' }).returning();
  const [role] = await db.insert(roles).values({ ownerId: owner.id, name: `role ${id}` }).returning();
  const actions = options.actions ?? DEFAULT_ROLE_ACTIONS[type];
  if (actions.length > 0) await db.insert(roleActions).values(actions.map((action) => ({ roleId: role.id, action })));
  const username = `09${id.padStart(8, '0')}`;
  const email = `user${id}@test.local`;
  const [user] = await db.insert(users).values({
    ownerId: owner.id, username, email, fullName: `Người dùng ${id}`, type, roleId: role.id,
    passwordHash: await hashPassword(password, undefined, options.passwordParams ?? TEST_PASSWORD_PARAMS),
  }).returning();
  return { userId: user.id, ownerId: owner.id, code, username, password, email, fullName: user.fullName, type };
};
