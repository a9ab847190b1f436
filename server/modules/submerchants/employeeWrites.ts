import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createSubmerchantRequestSchema, type EmployeeRow, SUBMERCHANT_MESSAGES, type updateSubmerchantRequestSchema,
} from '../../../src/api/submerchants';
import { accountById } from '../../auth/accounts';
import type { AuditKind, AuditSource } from '../../auth/audit';
import { hashPassword } from '../../auth/passwords';
import { confirmRecentAuthentication } from '../../auth/stepUp';
import { notifySecurityEvent } from '../../auth/securityNotices';
import type { AuthContext } from '../../auth/sessions';
import type { AuthServices } from '../../auth/services';
import { randomToken } from '../../auth/tokens';
import { owners, roles, users, userShops } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import { fieldError } from '../../models/errors';
import { actionsOfRole, checkHeld, checkReachGiven, reachesShops } from '../../auth/accessRules';
import { employeeById } from './employeeList';
import { checkEmployeeRole, checkIdentity, checkOwnShops, checkPhoneFree, firstPasswordRefusal } from './employeeRules';
import { inviteText } from './inviteText';

type CreateInput = z.output<typeof createSubmerchantRequestSchema>;
type UpdateInput = z.output<typeof updateSubmerchantRequestSchema>;

/**
 * Who acts: the tenant, the user and their effective actions from the session, never from the body; where from, for
 * the audit trail.
 */
export interface Actor {
  ownerId: number;
  ownerCode: string;
  userId: number;
  actions: ReadonlySet<string>;
  /** The shops the caller reaches: null for every shop (the session's). */
  shopIds: readonly number[] | null;
  source: AuditSource;
  /** The session: whose password a change of contact or role takes again, and whether the caller is the owner. */
  auth: AuthContext;
}

/** One line of the audit trail for a change to an employee: who did it, to whom, from where. */
const audited = (services: AuthServices, actor: Actor, kind: AuditKind, employeeId: number, detail: Record<string, string> = {}) =>
  services.audit({ kind, outcome: 'success', userId: actor.userId, ownerCode: actor.ownerCode, ...actor.source, detail: { employeeId, ...detail } });

/** The users_owner_username_unique constraint caught a writer that raced past checkPhoneFree. */
const isPhoneConflict = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'users_owner_username_unique') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** The shops an employee works at now. */
const shopsOf = async (db: AuthServices['db'], userId: number): Promise<number[]> =>
  (await db.select({ shopId: userShops.shopId }).from(userShops).where(eq(userShops.userId, userId))).map((row) => row.shopId);

/**
 * 400 naming `shopIds` when a caller who keeps to their own shops would give a shop beyond them (themselves included:
 * their sales reach follows their shops). Shops the employee has already are theirs to keep.
 */
const checkShopsGiven = (actor: Actor, shopIds: readonly number[], kept: readonly number[]): void => {
  if (reachesShops(actor, shopIds.filter((id) => !kept.includes(id)))) return;
  throw fieldError('shopIds', 'you can give only shops you work with yourself', SUBMERCHANT_MESSAGES.shopNotHeld);
};

const phoneConflict = () => fieldError('phone', 'this phone number is already a user of the merchant', SUBMERCHANT_MESSAGES.phoneTaken);

/** An employee of the merchant, as stored, or 404 (another merchant's id and the owner's read as unknown). */
const storedEmployee = async (services: AuthServices, actor: Actor, id: number) => {
  const [row] = await services.db.select({ id: users.id, type: users.type, roleId: users.roleId, phone: users.username, email: users.email }).from(users)
    .where(and(eq(users.id, id), eq(users.ownerId, actor.ownerId)));
  return row ?? null;
};

export const createEmployeeWrites = (services: AuthServices) => {
  const { db, now } = services;

  /** The first password's hash, and whether the employee must replace it at their first sign-in. */
  const firstPassword = async (actor: Actor, input: CreateInput) => {
    if (input.firstPassword.mode === 'email') {
      if (!input.email) throw fieldError('email', 'is required to send the set-password e-mail', SUBMERCHANT_MESSAGES.emailRequired);
      // Nobody ever knows this one: the employee sets theirs through the reset flow the e-mail points to.
      return { passwordHash: await hashPassword(randomToken(), undefined, services.passwordParams), mustChangePassword: false };
    }
    const { password, confirmPassword } = input.firstPassword;
    const [owner] = await db.select({ code: owners.code, name: owners.name }).from(owners).where(eq(owners.id, actor.ownerId));
    const failure = services.policy(password, { username: input.phone, ownerCode: owner.code, fullName: input.fullName, ownerName: owner.name });
    firstPasswordRefusal(failure, password, confirmPassword, services.config.passwordRules);
    return { passwordHash: await hashPassword(password, undefined, services.passwordParams), mustChangePassword: true };
  };

  /** The caller's password again (or a passkey or app code in its place): a session left open is not enough. */
  const confirmRights = async (
    actor: Actor, proof: Pick<CreateInput, 'password' | 'stepUp'>, detail: { employeeId: number | null }, purpose: string,
  ) => {
    if (!proof.password && !proof.stepUp) {
      throw fieldError('password', 'is required to add an employee or change an e-mail, phone or role', SUBMERCHANT_MESSAGES.passwordRequired);
    }
    await confirmRecentAuthentication(services, actor.auth, { password: proof.password, stepUp: proof.stepUp }, actor.source, {
      kind: 'employeeRefused', detail, message: SUBMERCHANT_MESSAGES.passwordWrong, purpose,
    });
  };

  return {
    async create(actor: Actor, input: CreateInput): Promise<EmployeeRow> {
      await checkPhoneFree(db, actor.ownerId, input.phone);
      const shopIds = await checkOwnShops(db, actor.ownerId, input.shopIds);
      checkShopsGiven(actor, shopIds, []);
      const reach = await checkEmployeeRole(db, actor.ownerId, input.roleId);
      // Nobody hands out more than they hold: a Manager cannot make an employee who may move money (issue 30), nor
      // one kept to their own shops an employee who reaches every shop.
      checkHeld(actor, await actionsOfRole(db, input.roleId), 'roleId');
      checkReachGiven(actor, reach, 'roleId');
      const identity = checkIdentity(input.identityType, input.identityNumber);
      // A new employee is a gift of their role's rights and a new sign-in: the password again, as a new role on update.
      await confirmRights(actor, input, { employeeId: null }, 'employeeCreated');
      const password = await firstPassword(actor, input);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [user] = await tx.insert(users).values({
            ownerId: actor.ownerId, username: input.phone, email: input.email ?? null, fullName: input.fullName, type: 'submerchant',
            roleId: input.roleId, identityType: identity.type, identityNumber: identity.number, ...password, updatedAt: now(),
          }).returning({ id: users.id });
          await tx.insert(userShops).values(shopIds.map((shopId) => ({ userId: user.id, shopId })));
          return user.id;
        });
      } catch (error) {
        throw isPhoneConflict(error) ? phoneConflict() : error;
      }
      await audited(services, actor, 'employeeCreated', id, { firstPassword: input.firstPassword.mode });
      if (input.firstPassword.mode === 'email' && input.email) {
        // A notice, never a password or a code: the reset flow sends the code when the employee asks for it.
        await services.notifier.send({ to: input.email, channel: 'email', purpose: 'employeeInvite', ...inviteText(input.fullName, input.phone) });
      }
      return (await employeeById(db, actor.ownerId, id))!;
    },

    async update(actor: Actor, input: UpdateInput): Promise<EmployeeRow> {
      const stored = await storedEmployee(services, actor, input.id);
      if (!stored || stored.type !== 'submerchant') throw notFound();
      // An employee who manages employees cannot hand themselves another role.
      if (stored.id === actor.userId && stored.roleId !== input.roleId) {
        throw fieldError('roleId', 'you cannot change your own role', SUBMERCHANT_MESSAGES.roleNotAllowed);
      }
      // Where codes and password resets go: changed only by the owner (or the employee, on their own profile), or a
      // Manager could point another employee's resets at a mailbox of theirs and take the account over.
      const newEmail = (input.email ?? '').trim().toLowerCase() !== (stored.email ?? '').trim().toLowerCase();
      const contactField = input.phone !== stored.phone ? 'phone' : newEmail ? 'email' : null;
      if (contactField && actor.auth.userType !== 'merchant' && stored.id !== actor.userId) {
        throw fieldError(contactField, 'only the merchant\'s owner can change where an employee\'s codes go', SUBMERCHANT_MESSAGES.contactOwnerOnly);
      }
      await checkPhoneFree(db, actor.ownerId, input.phone, input.id);
      const shopIds = await checkOwnShops(db, actor.ownerId, input.shopIds);
      checkShopsGiven(actor, shopIds, await shopsOf(db, input.id));
      const reach = await checkEmployeeRole(db, actor.ownerId, input.roleId);
      const newRole = stored.roleId !== input.roleId;
      // A new role is a gift of its actions and its reach: only those the caller holds (the role an employee has now
      // stays theirs).
      if (newRole) {
        checkHeld(actor, await actionsOfRole(db, input.roleId), 'roleId');
        checkReachGiven(actor, reach, 'roleId');
      }
      // A new contact or role takes the caller's password again (or a passkey or app code in its place), as API keys
      // do: a session left open is not enough.
      if (contactField || newRole) await confirmRights(actor, input, { employeeId: input.id }, newRole ? 'userRole' : 'contactChanged');
      const before = contactField || newRole ? await accountById(db, input.id) : null;
      const [current] = await db.select({ number: users.identityNumber }).from(users).where(eq(users.id, input.id));
      // The screens see the number masked: a number left out (or the mask itself) keeps the stored one.
      const typedNumber = input.identityNumber === undefined || input.identityNumber?.includes('*') ? current.number : input.identityNumber;
      const identity = checkIdentity(input.identityType, input.identityType ? typedNumber : null);
      try {
        await db.transaction(async (tx) => {
          await tx.update(users).set({
            username: input.phone, email: input.email ?? null, fullName: input.fullName, roleId: input.roleId,
            identityType: identity.type, identityNumber: identity.number, updatedAt: now(),
          }).where(and(eq(users.id, input.id), eq(users.ownerId, actor.ownerId)));
          await tx.delete(userShops).where(eq(userShops.userId, input.id));
          await tx.insert(userShops).values(shopIds.map((shopId) => ({ userId: input.id, shopId })));
        });
      } catch (error) {
        throw isPhoneConflict(error) ? phoneConflict() : error;
      }
      await audited(services, actor, 'employeeUpdated', input.id, contactField ? { contactChanged: contactField } : {});
      if (before && newRole) {
        const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, input.roleId));
        await notifySecurityEvent(services, before, { kind: 'roleChanged', roleName: role?.name ?? '' }, actor.source);
      }
      if (before && contactField) {
        // Every session and remembered browser ends: whoever held them signs in again through the new address. The
        // old address is told, so a change nobody asked for does not go unseen.
        await services.sessions.revokeUserSessions(input.id);
        await services.devices.revokeAll(input.id);
        await notifySecurityEvent(services, before, { kind: 'contactChanged' }, actor.source);
      }
      return (await employeeById(db, actor.ownerId, input.id))!;
    },

    /**
     * Lock: the status first (every later request of theirs fails: sessions.authenticate reads it), then every
     * session revoked, so that even a status flipped back by activate does not revive them. Nobody locks the owner or
     * themselves.
     */
    async setStatus(actor: Actor, id: number, status: 'active' | 'locked'): Promise<EmployeeRow> {
      const stored = await storedEmployee(services, actor, id);
      if (!stored) throw notFound();
      if (stored.type !== 'submerchant' || stored.id === actor.userId) {
        throw new AppError(400, SUBMERCHANT_MESSAGES.cannotLock, { data: { field: 'id', errors: [{ field: 'id', message: 'only another employee can be locked or activated' }] } });
      }
      await db.update(users).set({ status, updatedAt: now() }).where(and(eq(users.id, id), eq(users.ownerId, actor.ownerId)));
      if (status === 'locked') await services.sessions.revokeUserSessions(id);
      await audited(services, actor, status === 'locked' ? 'employeeLocked' : 'employeeActivated', id);
      return (await employeeById(db, actor.ownerId, id))!;
    },
  };
};

