import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';
import { USER_TYPES } from '../../src/api/permissions';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `column in (...)` for a check constraint over a fixed list of words. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);

export const OWNER_STATUSES = ['active', 'locked'] as const;
export const USER_STATUSES = ['active', 'locked'] as const;
export const SHOP_STATUSES = ['active', 'locked'] as const;
export const TRANSACTION_STATUSES = ['success', 'pending', 'failed'] as const;
export const TRANSACTION_TYPES = ['payment', 'refund', 'topup', 'withdraw'] as const;
export const LOYALTY_KINDS = ['earn', 'redeem', 'expire', 'settle'] as const;
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;

/** Merchants (tenants); `code` is the Owner ID typed at sign-in. Staff belong to the owner `ADMIN`. */
export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  status: text('status', { enum: OWNER_STATUSES }).notNull().default('active'),
  createdAt: createdAt(),
}, () => [check('owners_status_check', oneOf('status', OWNER_STATUSES))]);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
}, (t) => [unique('roles_owner_name_unique').on(t.ownerId, t.name)]);

/** The actions of `src/api/permissions.ts` a role carries. */
export const roleActions = pgTable('role_actions', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
}, (t) => [primaryKey({ name: 'role_actions_pk', columns: [t.roleId, t.action] })]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  /** The phone number typed at sign-in. */
  username: text('username').notNull(),
  email: text('email'),
  fullName: text('full_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  type: text('type', { enum: USER_TYPES }).notNull(),
  status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
  roleId: integer('role_id').references(() => roles.id),
  createdAt: createdAt(),
}, (t) => [
  unique('users_owner_username_unique').on(t.ownerId, t.username),
  index('users_username_idx').on(t.username),
  index('users_email_idx').on(t.email),
  check('users_type_check', oneOf('type', USER_TYPES)),
  check('users_status_check', oneOf('status', USER_STATUSES)),
]);

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  /** Administrative-area codes as in the embedded reference data: 2, 3 and 5 digits. */
  provinceCode: text('province_code'),
  districtCode: text('district_code'),
  wardCode: text('ward_code'),
  phone: text('phone'),
  status: text('status', { enum: SHOP_STATUSES }).notNull().default('active'),
  createdAt: createdAt(),
}, (t) => [index('shops_owner_idx').on(t.ownerId, t.id), check('shops_status_check', oneOf('status', SHOP_STATUSES))]);

export const transactions = pgTable('transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  shopId: integer('shop_id').references(() => shops.id),
  userId: integer('user_id').references(() => users.id),
  serviceCode: text('service_code').notNull(),
  /** VND, whole dong. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  fee: bigint('fee', { mode: 'number' }).notNull().default(0),
  status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
  type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
  reference: text('reference').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('transactions_owner_created_idx').on(t.ownerId, t.createdAt),
  index('transactions_shop_created_idx').on(t.shopId, t.createdAt),
  check('transactions_status_check', oneOf('status', TRANSACTION_STATUSES)),
  check('transactions_type_check', oneOf('type', TRANSACTION_TYPES)),
]);

/** Loyalty point history: earned on a sale, redeemed by a customer, expired, or settled by the merchant. */
export const loyaltyEvents = pgTable('loyalty_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  shopId: integer('shop_id').references(() => shops.id),
  customerPhone: text('customer_phone'),
  /** Signed: positive when earned, negative when redeemed, expired or settled. */
  points: integer('points').notNull(),
  kind: text('kind', { enum: LOYALTY_KINDS }).notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
  createdAt: createdAt(),
}, (t) => [
  index('loyalty_events_owner_created_idx').on(t.ownerId, t.createdAt),
  index('loyalty_events_owner_kind_created_idx').on(t.ownerId, t.kind, t.createdAt),
  index('loyalty_events_customer_idx').on(t.ownerId, t.customerPhone),
  check('loyalty_events_kind_check', oneOf('kind', LOYALTY_KINDS)),
]);

/** Only a hash of the answer is kept; a row is deleted on its first check. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('captchas_expires_at_idx').on(t.expiresAt)]);

/** SMS and e-mails the server has sent (the dev outbox, and the audit trail of a real gateway). */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
  purpose: text('purpose').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  createdAt: createdAt(),
}, (t) => [index('outbox_to_created_idx').on(t.to, t.createdAt), check('outbox_channel_check', oneOf('channel', OUTBOX_CHANNELS))]);
