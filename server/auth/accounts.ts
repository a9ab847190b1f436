import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { UserInfoWire } from '../../src/api/auth';
import type { Db } from '../db/client';
import { owners, users } from '../db/schema';
import { actionsOf } from './sessions';
import { strongFactorStatus } from './strongFactorRule';

/** A user joined with its owner: what sign-in, password reset and the account routes decide on. */
export interface Account {
  userId: number;
  username: string;
  email: string | null;
  fullName: string;
  passwordHash: string;
  type: UserInfoWire['type'];
  roleId: number | null;
  userStatus: 'active' | 'locked';
  ownerId: number;
  ownerCode: string;
  ownerName: string;
  ownerStatus: 'active' | 'locked';
  lastSignInAt: Date | null;
  passwordChangedAt: Date | null;
  /** The language of the app the user last used; null when not known yet. */
  locale: 'en' | 'vi' | null;
  /** The owner chose the password: the user must choose their own before anything else. */
  mustChangePassword: boolean;
}

const accountColumns = {
  userId: users.id, username: users.username, email: users.email, fullName: users.fullName, passwordHash: users.passwordHash,
  type: users.type, roleId: users.roleId, userStatus: users.status, ownerId: owners.id, ownerCode: owners.code,
  ownerName: owners.name, ownerStatus: owners.status, lastSignInAt: users.lastSignInAt, passwordChangedAt: users.passwordChangedAt,
  locale: users.locale, mustChangePassword: users.mustChangePassword,
};

export const findAccount = async (db: Db, ownerCode: string, username: string): Promise<Account | null> => {
  const [row] = await db.select(accountColumns).from(users).innerJoin(owners, eq(owners.id, users.ownerId))
    .where(and(sql`upper(${owners.code}) = ${ownerCode.trim().toUpperCase()}`, eq(users.username, username.trim())));
  return row ?? null;
};

/**
 * The account a login names: by e-mail (any letter case), else by username (phone), in one query whether or not
 * it exists. Several users can share a phone under different owners; the first by id is taken (documented
 * limitation).
 */
export const findAccountByLogin = async (db: Db, login: string): Promise<Account | null> => {
  const value = login.trim();
  const byEmail = sql`lower(${users.email}) = ${value.toLowerCase()}`;
  const [row] = await db.select(accountColumns).from(users).innerJoin(owners, eq(owners.id, users.ownerId))
    .where(or(byEmail, eq(users.username, value))).orderBy(sql`case when ${byEmail} then 0 else 1 end`, asc(users.id)).limit(1);
  return row ?? null;
};

export const accountById = async (db: Db, userId: number): Promise<Account | null> => {
  const [row] = await db.select(accountColumns).from(users).innerJoin(owners, eq(owners.id, users.ownerId)).where(eq(users.id, userId));
  return row ?? null;
};

export const isLocked = (account: Account) => account.userStatus !== 'active' || account.ownerStatus !== 'active';

/** A user whose role (or staff configuration) requires a strong factor and who has none yet. */
const mustEnrol = async (db: Db, userId: number, staffRequired: boolean): Promise<boolean> => {
  const status = await strongFactorStatus(db, userId, staffRequired);
  return status.required && !status.has;
};

/** `userInfo` of the contract (CONTRACT.md): the owner's code is the code every user acts under. */
export const userInfoOf = async (db: Db, account: Account, staffRequireStrongFactor = false): Promise<UserInfoWire> => ({
  phone: account.username,
  code: account.ownerCode,
  type: account.type,
  isSubMerchant: account.type === 'submerchant',
  owner: { code: account.ownerCode },
  webPermissions: [...(await actionsOf(db, account.userId))].map((action) => ({ action })),
  name: account.fullName,
  mustChangePassword: account.mustChangePassword,
  ...(await mustEnrol(db, account.userId, staffRequireStrongFactor) ? { mustEnrolStrongFactor: true } : {}),
});


/** The account as the audit trail names it. */
export const who = (account: Account) => ({ userId: account.userId, ownerCode: account.ownerCode, username: account.username });
