import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../src/api/authMessages';
import { identityNumberFits, SUBMERCHANT_MESSAGES } from '../../../src/api/submerchants';
import type { PasswordRules } from '../../../src/api/passwordPolicy';
import { policyRefusal } from '../../auth/passwordChange';
import type { PolicyFailure } from '../../auth/passwordPolicy';
import { AppError } from '../../http/envelope';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { roles, shops, users } from '../../db/schema';
import { fieldError } from '../../models/errors';

/** 400 naming `phone` when another user of the merchant signs in with it (any type: usernames are per merchant). */
export const checkPhoneFree = async (db: Db, ownerId: number, phone: string, exceptUserId?: number): Promise<void> => {
  const [taken] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.ownerId, ownerId), eq(users.username, phone), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  if (taken) throw fieldError('phone', 'this phone number is already a user of the merchant', SUBMERCHANT_MESSAGES.phoneTaken);
};

/** 400 naming `shopIds` unless every shop is the merchant's (another merchant's id reads as unknown). */
export const checkOwnShops = async (db: Db, ownerId: number, shopIds: readonly number[]): Promise<number[]> => {
  const unique = [...new Set(shopIds)];
  const found = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.ownerId, ownerId), inArray(shops.id, unique)));
  if (found.length !== unique.length) throw fieldError('shopIds', 'every shop must be one of the merchant\'s shops', SUBMERCHANT_MESSAGES.shopNotFound);
  return unique;
};

/** The built-in owner and API-user roles are the owner's and the third parties', never an employee's, held or not. */
const notOwnersOrPartners = sql`coalesce(${roles.builtin}, '') not in ('owner', 'apiuser')`;

/**
 * 400 naming `roleId` unless the role is the merchant's and held by no user other than employees: the owner's
 * role (and a third party's) would hand an employee the owner's whole reach. Answers the role's shop scope.
 */
export const checkEmployeeRole = async (db: Db, ownerId: number, roleId: number): Promise<'all' | 'own'> => {
  const [role] = await db.select({ id: roles.id, shopScope: roles.shopScope }).from(roles).where(and(eq(roles.id, roleId), eq(roles.ownerId, ownerId), notOwnersOrPartners));
  const [heldByOthers] = role
    ? await db.select({ id: users.id }).from(users).where(and(eq(users.roleId, roleId), ne(users.type, 'submerchant'))).limit(1)
    : [];
  if (!role || heldByOthers) throw fieldError('roleId', 'must be one of the merchant\'s employee roles', SUBMERCHANT_MESSAGES.roleNotAllowed);
  return role.shopScope;
};

/** The merchant's roles checkEmployeeRole accepts, by name (the form's role choices). */
export const employeeRoleChoices = async (db: Db, ownerId: number): Promise<{ id: number; name: string }[]> =>
  db.select({ id: roles.id, name: roles.name }).from(roles)
    .where(and(
      eq(roles.ownerId, ownerId), notOwnersOrPartners,
      sql`not exists (select 1 from ${users} where ${users.roleId} = ${qualified(roles, roles.id)} and ${users.type} <> 'submerchant')`,
    ))
    .orderBy(roles.name, roles.id);

/** The identity document as stored: both parts or neither; the number must fit its type's pattern (findConfig). */
export const checkIdentity = (type: string | null | undefined, number: string | null | undefined): { type: string | null; number: string | null } => {
  const givenNumber = number ? number.replace(/\s/g, '') : null;
  if (!type && !givenNumber) return { type: null, number: null };
  if (!type) throw fieldError('identityType', 'is required with an identity number', SUBMERCHANT_MESSAGES.identityNumberInvalid);
  if (!givenNumber || !identityNumberFits(type, givenNumber)) {
    throw fieldError('identityNumber', `does not fit the ${type} number pattern`, SUBMERCHANT_MESSAGES.identityNumberInvalid);
  }
  return { type, number: givenNumber };
};

/** The owner's first password for an employee passes the same policy as any password (400 naming the field and the rule). */
export const firstPasswordRefusal = (failure: PolicyFailure | null, password: string, confirmPassword: string, rules: PasswordRules): void => {
  if (failure !== null) {
    const { message, args } = policyRefusal(failure, password, rules);
    const error = fieldError('firstPassword.password', 'does not meet the password policy', message);
    throw new AppError(400, message, { data: { ...(error.data as object), ...args } });
  }
  if (password !== confirmPassword) throw fieldError('firstPassword.confirmPassword', 'does not match the password', AUTH_MESSAGES.confirmPasswordMismatch);
};
