import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_ACTIONS } from '../../src/api/permissions';
import type { PasswordPolicy, PolicyFailure } from '../auth/passwordPolicy';
import { hashPassword, PASSWORD_PARAMS, type PasswordParams } from '../auth/passwords';
import type { Database } from '../db/client';
import { owners, roleActions, roles, users } from '../db/schema';
import { generatePassword } from './generatePassword';

export interface StaffAccountInput {
  /** Owner ID typed at sign-in; created when it does not exist. */
  ownerCode: string;
  /** The username (phone) typed at sign-in; SMS codes go there. */
  phone: string;
  fullName: string;
  email: string;
  /** Generated when absent. */
  password?: string;
}

export interface CreatedStaffAccount {
  userId: number;
  ownerCode: string;
  username: string;
  password: string;
  generated: boolean;
}

/** Why an account cannot be created; the message names the option to fix. */
export class StaffAccountRefused extends Error {
  override name = 'StaffAccountRefused';
}

/** The name of the owner the first staff account creates. */
const PLATFORM_OWNER_NAME = 'Platform Administration';

export const STAFF_ROLE = { name: 'Back-office staff', description: 'Pages, vouchers and records' } as const;

const POLICY_REASONS: Record<PolicyFailure, string> = {
  pattern: 'the password rules (by default 9 to 40 letters and digits, with single "_", space or "-" between them; '
    + 'PASSWORD_PATTERN, PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH change them)',
  common: 'not one of the common or breached passwords',
  containsIdentity: "not containing the phone, the Owner ID, the person's or the owner's name, or the product's name",
};

const OWNER_CODE = /^[A-Za-z0-9_-]{2,40}$/;
const PHONE = /^\+?\d{8,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const checked = (input: StaffAccountInput) => {
  const value = { ownerCode: input.ownerCode.trim(), phone: input.phone.trim(), fullName: input.fullName.trim(), email: input.email.trim() };
  if (!OWNER_CODE.test(value.ownerCode)) throw new StaffAccountRefused('--code: 2 to 40 letters, digits, "_" or "-"');
  if (!PHONE.test(value.phone)) throw new StaffAccountRefused('--phone: 8 to 15 digits, optionally after a "+"');
  if (!value.fullName || value.fullName.length > 200) throw new StaffAccountRefused('--name: the full name, at most 200 characters');
  if (!EMAIL.test(value.email) || value.email.length > 254) throw new StaffAccountRefused('--email: an e-mail address');
  return value;
};

/**
 * A back-office staff account holding the staff actions (DEFAULT_ROLE_ACTIONS.staff): the first account of a
 * production database. The owner is created when missing; an owner that already has non-staff users is refused,
 * so that a merchant's code never gains back-office rights.
 */
export const createStaffAccount = async (
  database: Database, input: StaffAccountInput,
  deps: { policy: PasswordPolicy; passwordParams?: PasswordParams },
): Promise<CreatedStaffAccount> => {
  const value = checked(input);
  const [existing] = await database.db.select({ name: owners.name }).from(owners).where(sql`upper(${owners.code}) = ${value.ownerCode.toUpperCase()}`);
  const identity = { username: value.phone, ownerCode: value.ownerCode, fullName: value.fullName, ownerName: existing?.name ?? PLATFORM_OWNER_NAME };
  const generated = input.password === undefined;
  const password = input.password ?? generatePassword(deps.policy, identity);
  const failure = deps.policy(password, identity);
  if (failure !== null) throw new StaffAccountRefused(`--password: ${POLICY_REASONS[failure]}`);
  const passwordHash = await hashPassword(password, undefined, deps.passwordParams ?? PASSWORD_PARAMS);

  const userId = await database.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users)
      .where(sql`lower(${users.email}) = ${value.email.toLowerCase()}`);
    if (taken) throw new StaffAccountRefused(`--email: ${value.email} already belongs to an account`);
    let [owner] = await tx.select().from(owners).where(sql`upper(${owners.code}) = ${value.ownerCode.toUpperCase()}`);
    if (owner) {
      const [other] = await tx.select({ id: users.id }).from(users)
        .where(and(eq(users.ownerId, owner.id), sql`${users.type} <> 'staff'`)).limit(1);
      if (other) throw new StaffAccountRefused(`--code: ${owner.code} is a merchant's Owner ID, not the platform's`);
      const [same] = await tx.select({ id: users.id }).from(users).where(and(eq(users.ownerId, owner.id), eq(users.username, value.phone)));
      if (same) throw new StaffAccountRefused(`--phone: ${owner.code} / ${value.phone} already exists`);
    } else {
      [owner] = await tx.insert(owners).values({ code: value.ownerCode, name: PLATFORM_OWNER_NAME }).returning();
    }
    let [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.ownerId, owner.id), eq(roles.name, STAFF_ROLE.name)));
    if (!role) {
      [role] = await tx.insert(roles).values({ ownerId: owner.id, ...STAFF_ROLE }).returning({ id: roles.id });
      await tx.insert(roleActions).values(DEFAULT_ROLE_ACTIONS.staff.map((action) => ({ roleId: role.id, action })));
    }
    const [user] = await tx.insert(users).values({
      ownerId: owner.id, username: value.phone, email: value.email, fullName: value.fullName, passwordHash, type: 'staff', roleId: role.id,
    }).returning({ id: users.id });
    return user.id;
  });
  return { userId, ownerCode: value.ownerCode, username: value.phone, password, generated };
};
