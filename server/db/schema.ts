import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LOYALTY_KINDS, SETTLEMENT_STATUSES } from '../../src/api/loyalty';
import { ADDRESS_SYSTEMS, DEVICE_KINDS } from '../../src/api/organisation';
import { API_KEY_STATUSES, BUILTIN_ROLES, PERMISSION_EFFECTS, USER_TYPES } from '../../src/api/permissions';
import { VOUCHER_PHONE_MODEL } from '../../src/api/voucherPhones';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES } from '../../src/api/webhooks';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../src/api/sales';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `column in (...)` for a check constraint over a fixed list of words. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);

export const SHOP_SCOPES = ['all', 'own'] as const;
export const OWNER_STATUSES = ['active', 'locked'] as const;
export const USER_STATUSES = ['active', 'locked'] as const;
export const SHOP_STATUSES = ['active', 'locked'] as const;
export { TRANSACTION_STATUSES, TRANSACTION_TYPES };
export { LOYALTY_KINDS, SETTLEMENT_STATUSES };
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
/** The languages notices are written in (the app's locales). */
export const USER_LOCALES = ['en', 'vi'] as const;

/** Merchants (tenants); `code` is the Owner ID typed at sign-in. Staff belong to the owner `ADMIN`. */
export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  status: text('status', { enum: OWNER_STATUSES }).notNull().default('active'),
  /** The merchant's information (/merchants): tax code, registered address (street and area codes), contact. */
  taxCode: text('tax_code'),
  address: text('address').notNull().default(''),
  provinceCode: text('province_code'),
  districtCode: text('district_code'),
  wardCode: text('ward_code'),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  createdAt: createdAt(),
}, () => [check('owners_status_check', oneOf('status', OWNER_STATUSES))]);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** 'own': its users see the sales of the shops they are assigned to (user_shops) only; 'all': the owner's. */
  shopScope: text('shop_scope', { enum: SHOP_SCOPES }).notNull().default('all'),
  /**
   * Set on the merchant's built-in roles (owner, manager, …): their actions come from `BUILTIN_ROLE_ACTIONS` and
   * are kept in step at start; they can be copied, never changed or deleted. Null on roles the merchant made.
   */
  builtin: text('builtin', { enum: BUILTIN_ROLES }),
  /**
   * Its users sign in with a passkey or an authenticator app, never an SMS code; one who has neither is led through
   * enrolling one. Only on a role holding movemoney, manageapikeys or manageclientroles (src/api/roles.ts STRONG_FACTOR_ACTIONS).
   */
  requireStrongFactor: boolean('require_strong_factor').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
}, (t) => [
  unique('roles_owner_name_unique').on(t.ownerId, t.name),
  unique('roles_owner_builtin_unique').on(t.ownerId, t.builtin),
  check('roles_shop_scope_check', oneOf('shop_scope', SHOP_SCOPES)),
  check('roles_builtin_check', oneOf('builtin', BUILTIN_ROLES)),
]);

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
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** The language of the app at the user's last sign-in or password change: security notices speak it. */
  locale: text('locale', { enum: USER_LOCALES }),
  /** An employee's identity document: a type of the NRC configuration (findConfig) and its number. */
  identityType: text('identity_type'),
  identityNumber: text('identity_number'),
  /** Set when the owner chose the first password: the employee must choose their own at the next sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  unique('users_owner_username_unique').on(t.ownerId, t.username),
  index('users_username_idx').on(t.username),
  index('users_email_idx').on(t.email),
  check('users_type_check', oneOf('type', USER_TYPES)),
  check('users_status_check', oneOf('status', USER_STATUSES)),
  check('users_locale_check', oneOf('locale', USER_LOCALES)),
]);

/**
 * Per-user changes to the role's actions (/user-permission/:id): 'grant' adds an action the role lacks, 'deny'
 * removes one it carries. Effective actions = (role's ∪ granted) − denied, read fresh on every request.
 */
export const userPermissions = pgTable('user_permissions', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  effect: text('effect', { enum: PERMISSION_EFFECTS }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ name: 'user_permissions_pk', columns: [t.userId, t.action] }),
  check('user_permissions_effect_check', oneOf('effect', PERMISSION_EFFECTS)),
]);

/**
 * Third-party users' API keys for the partner API (`/api/v1`). The key is `mpk_live_` + random text, shown once;
 * only its sha256 is kept. Rolling keeps the previous hash valid until `previous_valid_until` (the overlap).
 * `scopes` are partner API scopes (`onlineMerchantApis`); `ip_allow` IPv4/IPv6 addresses or CIDR ranges (empty: any).
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  /** Who made it (a third-party user of the merchant). */
  userId: integer('user_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  /** The first characters of the key (e.g. `mpk_live_3fK9`), shown in lists so a person can tell keys apart. */
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  previousHash: text('previous_hash').unique(),
  previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
  scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
  ipAllow: jsonb('ip_allow').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  status: text('status', { enum: API_KEY_STATUSES }).notNull().default('active'),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  lastUsedIp: text('last_used_ip'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [
  index('api_keys_owner_created_idx').on(t.ownerId, t.createdAt),
  check('api_keys_status_check', oneOf('status', API_KEY_STATUSES)),
]);

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  /** The merchant's own code for the shop, unique per merchant. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** The street part of the address; the area is the codes below, in `address_system`'s units. */
  address: text('address').notNull().default(''),
  addressSystem: text('address_system', { enum: ADDRESS_SYSTEMS }).notNull().default('legacy'),
  /** Area codes as in the embedded reference data (2, 3 and 5 digits); no district in the 2025 system. */
  provinceCode: text('province_code'),
  districtCode: text('district_code'),
  wardCode: text('ward_code'),
  /** The units' names when the address was saved, so that a renamed or merged unit still reads as it was. */
  provinceName: text('province_name'),
  districtName: text('district_name'),
  wardName: text('ward_name'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phone: text('phone'),
  email: text('email'),
  /** Opening hours, 'HH:MM' 24-hour in 15-minute steps. */
  opensAt: text('opens_at'),
  closesAt: text('closes_at'),
  status: text('status', { enum: SHOP_STATUSES }).notNull().default('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('shops_owner_idx').on(t.ownerId, t.id),
  unique('shops_owner_code_unique').on(t.ownerId, t.code),
  check('shops_status_check', oneOf('status', SHOP_STATUSES)),
  check('shops_address_system_check', oneOf('address_system', ADDRESS_SYSTEMS)),
  check('shops_latitude_check', sql`"latitude" between -90 and 90`),
  check('shops_longitude_check', sql`"longitude" between -180 and 180`),
]);

/** A shop's photos (uploaded images, cropped in the browser), in the order the merchant chose. */
export const shopPhotos = pgTable('shop_photos', {
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => files.id),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ name: 'shop_photos_pk', columns: [t.shopId, t.fileId] }), index('shop_photos_shop_position_idx').on(t.shopId, t.position)]);

/** The POS terminals, phones and tablets an employee uses at a shop (/device/create/:id). */
export const posDevices = pgTable('pos_devices', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  /** The serial number printed on a terminal, or a name the merchant gives a phone; unique per merchant. */
  serial: text('serial').notNull(),
  name: text('name').notNull(),
  kind: text('kind', { enum: DEVICE_KINDS }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  unique('pos_devices_owner_serial_unique').on(t.ownerId, t.serial),
  index('pos_devices_user_idx').on(t.userId),
  check('pos_devices_kind_check', oneOf('kind', DEVICE_KINDS)),
]);

/** The shops an employee works at: a role with shopScope 'own' sees only their sales. */
export const userShops = pgTable('user_shops', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ name: 'user_shops_pk', columns: [t.userId, t.shopId] }), index('user_shops_shop_idx').on(t.shopId)]);

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
  /**
   * Recorded at the counter by the merchant's own staff (loyalty/checkout): the customer paid into the merchant's
   * till, not through the platform, so the sale counts in the reports and earns points but never reaches the balance
   * a merchant can move out (migration 0025, `sales_rollups_statements`).
   */
  atCounter: boolean('at_counter').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  // The list's orders (by time or amount, then id) for one merchant or one shop: a page of 20 reads 20 entries.
  index('transactions_owner_created_id_idx').on(t.ownerId, t.createdAt, t.id),
  // A status filter (the list's most common): a month of one status is one range of this index, and so is its count.
  index('transactions_owner_status_created_id_idx').on(t.ownerId, t.status, t.createdAt, t.id),
  index('transactions_owner_amount_id_idx').on(t.ownerId, t.amount, t.id),
  index('transactions_shop_created_id_idx').on(t.shopId, t.createdAt, t.id),
  check('transactions_status_check', oneOf('status', TRANSACTION_STATUSES)),
  check('transactions_type_check', oneOf('type', TRANSACTION_TYPES)),
]);

/**
 * Daily sales rollups, kept current by statement-level triggers on `transactions` (migration 0007): the
 * dashboard reads them instead of scanning a year of sales. A day is a local day in Asia/Ho_Chi_Minh; a sale
 * without a shop or employee counts under 0. Figures: `saleCount` successful payments and top-ups,
 * `saleAmount` their amount less successful refunds; `balanceDelta` what the day adds to the available balance
 * (successful sales net of fees, less refunds and withdrawals); `pendingNet` pending sales net of fees.
 */
export const salesDailyByService = pgTable('sales_daily_by_service', {
  ownerId: integer('owner_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  shopId: integer('shop_id').notNull(),
  serviceCode: text('service_code').notNull(),
  saleCount: bigint('sale_count', { mode: 'number' }).notNull().default(0),
  saleAmount: bigint('sale_amount', { mode: 'number' }).notNull().default(0),
  balanceDelta: bigint('balance_delta', { mode: 'number' }).notNull().default(0),
  pendingNet: bigint('pending_net', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ name: 'sales_daily_by_service_pk', columns: [t.ownerId, t.day, t.shopId, t.serviceCode] })]);

/** The same per employee (`topSellingSubmerchant`). */
export const salesDailyByUser = pgTable('sales_daily_by_user', {
  ownerId: integer('owner_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  shopId: integer('shop_id').notNull(),
  userId: integer('user_id').notNull(),
  saleCount: bigint('sale_count', { mode: 'number' }).notNull().default(0),
  saleAmount: bigint('sale_amount', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ name: 'sales_daily_by_user_pk', columns: [t.ownerId, t.day, t.shopId, t.userId] })]);

/**
 * The loyalty history per (owner, local day, shop, kind): its points and how many events, kept by statement-level
 * triggers on `loyalty_events` (migration 0008) like the sales rollups, so a points balance reads a few thousand
 * rows instead of the whole history. Events without a shop count under shop 0.
 */
export const loyaltyDaily = pgTable('loyalty_daily', {
  ownerId: integer('owner_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  shopId: integer('shop_id').notNull(),
  kind: text('kind', { enum: LOYALTY_KINDS }).notNull(),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  events: bigint('events', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ name: 'loyalty_daily_pk', columns: [t.ownerId, t.day, t.shopId, t.kind] })]);

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
  /** The settlement that covers this redeem event; set once. */
  settlementId: integer('settlement_id').references((): AnyPgColumn => pointSettlements.id),
  createdAt: createdAt(),
}, (t) => [
  index('loyalty_events_owner_created_idx').on(t.ownerId, t.createdAt),
  index('loyalty_events_owner_kind_created_idx').on(t.ownerId, t.kind, t.createdAt),
  // A customer's history at a merchant, newest last: their balance (a sum) and their recent events (the counter's
  // search, 10 newest) read one range of it, without sorting the customer's whole history.
  index('loyalty_events_customer_idx').on(t.ownerId, t.customerPhone, t.createdAt, t.id),
  // The history filtered by shop (an employee's own shops, or the shop filter), newest first.
  index('loyalty_events_owner_shop_created_idx').on(t.ownerId, t.shopId, t.createdAt),
  // A settlement's quote and its claim read only the redeem events no settlement covers yet.
  index('loyalty_events_unsettled_redeem_idx').on(t.ownerId, t.createdAt).where(sql`kind = 'redeem' and settlement_id is null`),
  // Rejecting a settlement frees its events (and the foreign key's checks) by settlement.
  index('loyalty_events_settlement_idx').on(t.settlementId).where(sql`settlement_id is not null`),
  check('loyalty_events_kind_check', oneOf('kind', LOYALTY_KINDS)),
]);

/**
 * Only a hash of the answer is kept; a row is deleted on its first check. `devAnswer` holds the plain answer for
 * the development hook only (never written in production): in the database, so that every instance can read it.
 */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  devAnswer: text('dev_answer'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('captchas_expires_at_idx').on(t.expiresAt)]);

/**
 * Facts the server instances of one database compare at start (startup/sharedSecret.ts): today the fingerprint of
 * AUTH_SECRET, which every instance must share. Never a secret itself.
 */
export const instanceSettings = pgTable('instance_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

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

export const CHALLENGE_PURPOSES = ['login', 'reset', 'transfer'] as const;

/**
 * Signed-in sessions. Only hashes of the two bearer tokens are kept (`Authorization` and the `Token` header);
 * `id` is internal. Expiry: `last_seen_at` + idle window, and `expires_at` (absolute).
 */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  secondTokenHash: text('second_token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  deviceId: text('device_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Where and what it was opened from, for the user's list of sessions: the sign-in's IP and "Chrome 131 · Windows 10". */
  ip: text('ip'),
  client: text('client'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/**
 * Device secrets the server issued after a right SMS code (server/auth/devices.ts): each skips the code once, until
 * `trusted_until`, and is then replaced by a new one. Only their hash is kept.
 */
export const trustedDevices = pgTable('trusted_devices', {
  userId: integer('user_id').notNull().references(() => users.id),
  deviceHash: text('device_hash').notNull(),
  trustedUntil: timestamp('trusted_until', { withTimezone: true }).notNull(),
  /** A handle for the user's list of trusted devices (the hash never leaves the server). */
  id: uuid('id').notNull().defaultRandom().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  ip: text('ip'),
  client: text('client'),
}, (t) => [primaryKey({ name: 'trusted_devices_pk', columns: [t.userId, t.deviceHash] })]);

/**
 * One-time code challenges: login (SMS) and the code step of a password reset (e-mail).
 * `id_hash` is the sha256 of the public handle (login `otpId`, reset step token); `code_hash` an HMAC of the code.
 */
export const otpChallenges = pgTable('otp_challenges', {
  idHash: text('id_hash').primaryKey(),
  purpose: text('purpose', { enum: CHALLENGE_PURPOSES }).notNull(),
  /** Null for the decoy of a reset asked for an unknown account: it behaves alike and never verifies. */
  userId: integer('user_id').references(() => users.id),
  deviceHash: text('device_hash'),
  /** Where the code went; for a reset decoy, the mailbox or login it stands for (whose wrong-code budget it uses). */
  destination: text('destination').notNull(),
  codeHash: text('code_hash').notNull(),
  /** When its code last went out; null while none has (a sign-in within a minute of the phone's last code). */
  sentAt: timestamp('sent_at', { withTimezone: true }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
}, (t) => [
  index('otp_challenges_expires_at_idx').on(t.expiresAt),
  check('otp_challenges_purpose_check', oneOf('purpose', CHALLENGE_PURPOSES)),
]);

/**
 * A user's authenticator app (TOTP, RFC 6238; server/auth/authenticatorApps.ts): the secret sealed with AES-256-GCM
 * under a key derived from AUTH_SECRET (never in clear), pending until a first code confirms it.
 * `last_time_step` is the newest 30-second step whose code was accepted: a code is taken once.
 */
export const authenticatorApps = pgTable('authenticator_apps', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** One-time recovery codes (server/auth/recoveryCodes.ts): only an HMAC of each is kept; `used_at` once taken. */
export const recoveryCodes = pgTable('recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  codeHash: text('code_hash').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)]);

/**
 * A user's passkeys (WebAuthn; server/auth/passkeys.ts): the credential id and COSE public key the authenticator
 * gave at registration (base64url), its signature counter (a lower one later means a cloned key: refused), the
 * transports it named, the name the user gave it, and when it last signed in.
 */
export const passkeys = pgTable('passkeys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  credentialId: text('credential_id').notNull(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull(),
  transports: text('transports').notNull().default(''),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('passkeys_credential_id_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)]);

export const PASSKEY_CHALLENGE_PURPOSES = ['register', 'signIn'] as const;

/**
 * WebAuthn challenges (server/auth/passkeyChallenges.ts): only a hash of the random challenge is kept, with its
 * user, what it is for (a registration, or the sign-in challenge `login_id_hash` of otp_challenges), an expiry of a
 * few minutes, and `used_at` once an answer took it: each is answered once.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  purpose: text('purpose', { enum: PASSKEY_CHALLENGE_PURPOSES }).notNull(),
  loginIdHash: text('login_id_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [
  index('passkey_challenges_expires_at_idx').on(t.expiresAt),
  check('passkey_challenges_purpose_check', oneOf('purpose', PASSKEY_CHALLENGE_PURPOSES)),
]);

/** The password step of a reset: granted by a right e-mail code, used once by createNewPass. */
export const resetGrants = pgTable('reset_grants', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Consecutive wrong passwords and codes per account key (owner code + username, known or not). */
export const signInFailures = pgTable('sign_in_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/** Sliding-window rate limits: one row per counted event (sign-in requests per IP, codes sent per destination). */
export const rateEvents = pgTable('rate_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('rate_events_bucket_key_at_idx').on(t.bucket, t.key, t.at), index('rate_events_at_idx').on(t.at)]);

/** Security events of sign-in and password handling. Never a password, code, token or hash. */
export const auditEvents = pgTable('audit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  kind: text('kind').notNull(),
  userId: integer('user_id').references(() => users.id),
  ownerCode: text('owner_code'),
  username: text('username'),
  ip: text('ip'),
  deviceId: text('device_id'),
  userAgent: text('user_agent'),
  outcome: text('outcome').notNull(),
  detail: jsonb('detail').notNull().default({}),
}, (t) => [
  index('audit_events_at_idx').on(t.at),
  index('audit_events_user_idx').on(t.userId, t.at),
  index('audit_events_owner_at_idx').on(t.ownerCode, t.at),
]);

// ---- Page engine: page definitions, their versions, the generic record store, uploaded files ----

/**
 * The current version of each page definition (spec §3 "Page definition"). `definition` is what
 * `src/api/pageDefinition.ts` validated on write; `resource` and `action` are copied out of it for lookups.
 */
export const pageDefinitions = pgTable('page_definitions', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  resource: text('resource'),
  action: text('action').notNull(),
  definition: jsonb('definition').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
}, (t) => [unique('page_definitions_resource_unique').on(t.resource)]);

/** Every version ever written, the current one included: older ones stay readable and can be restored. */
export const pageDefinitionVersions = pgTable('page_definition_versions', {
  pageId: integer('page_id').notNull(),
  version: integer('version').notNull(),
  definition: jsonb('definition').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdBy: integer('created_by').references(() => users.id),
  /** Set when this version restored an earlier one. */
  restoredFrom: integer('restored_from'),
}, (t) => [primaryKey({ name: 'page_definition_versions_pk', columns: [t.pageId, t.version] })]);

/**
 * The generic record store: records of models that have no dedicated code, one JSONB document each, scoped to
 * the owner (tenant) of the user who wrote them. The model's page definition (its `resource`) declares the fields.
 */
export const records = pgTable('records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  model: text('model').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('records_owner_model_id_idx').on(t.ownerId, t.model, t.id),
  // A customer's number is imported once per voucher (src/api/voucherPhones.ts): the import inserts ON CONFLICT DO NOTHING.
  uniqueIndex('records_voucher_phone_key')
    .on(t.ownerId, sql`(${t.data} ->> 'voucher')`, sql`(${t.data} ->> 'phone')`)
    .where(sql`${t.model} = ${sql.raw(`'${VOUCHER_PHONE_MODEL}'`)}`),
]);

/**
 * Every change of a voucher's lifecycle state (src/api/voucherLifecycle.ts), written in the transaction that
 * changes it: who, when, from which state to which, and the reason typed for a rejection or a block.
 */
export const voucherTransitions = pgTable('voucher_transitions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  voucherId: bigint('voucher_id', { mode: 'number' }).notNull().references(() => records.id, { onDelete: 'cascade' }),
  /** Null when the voucher was created. */
  fromState: text('from_state'),
  toState: text('to_state').notNull(),
  reason: text('reason'),
  /** Null for transitions no signed-in user made (demo data). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('voucher_transitions_voucher_idx').on(t.ownerId, t.voucherId, t.at)]);

/** Uploaded files: stored under a server-chosen name; `kind` tells how the upload was checked. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  kind: text('kind', { enum: ['file', 'image'] }).notNull(),
  /** The name the user's file had, shown in `Content-Disposition`; never used as a path. */
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
}, (t) => [index('files_owner_created_idx').on(t.ownerId, t.createdAt), check('files_kind_check', oneOf('kind', ['file', 'image']))]);

/**
 * Export jobs (the export pages of spec §2, /exportedReports): queued by a request, run by the job queue, their
 * file kept under the data directory until `expiresAt`. `params` holds what the job exports (filters, sort,
 * columns, locale) as the request gave it, checked.
 */
export const exportJobs = pgTable('export_jobs', {
  id: uuid('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind', { enum: EXPORT_KINDS }).notNull(),
  format: text('format', { enum: EXPORT_FORMATS }).notNull(),
  status: text('status', { enum: EXPORT_STATUSES }).notNull().default('queued'),
  params: jsonb('params').notNull(),
  progress: integer('progress').notNull().default(0),
  rows: integer('rows').notNull().default(0),
  /** The file's size in bytes once written. */
  size: bigint('size', { mode: 'number' }),
  fileName: text('file_name').notNull(),
  /** Relative to the exports directory; null until done, and again once the file is removed. */
  storedPath: text('stored_path'),
  error: text('error'),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
}, (t) => [
  index('export_jobs_owner_created_idx').on(t.ownerId, t.createdAt),
  index('export_jobs_expires_idx').on(t.expiresAt),
  check('export_jobs_kind_check', oneOf('kind', EXPORT_KINDS)),
  check('export_jobs_format_check', oneOf('format', EXPORT_FORMATS)),
  check('export_jobs_status_check', oneOf('status', EXPORT_STATUSES)),
]);

/** One-time download tickets of export files: only a hash of the ticket is kept; used once, within a minute. */
export const downloadTickets = pgTable('download_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  jobId: uuid('job_id').notNull().references(() => exportJobs.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('download_tickets_expires_idx').on(t.expiresAt)]);

// ---- Money and loyalty: bank accounts, channels, the ledger, transfers, idempotent requests, settlements ----

export const TRANSFER_STATUSES = ['awaiting_code', 'completed', 'expired', 'cancelled'] as const;
export const LEDGER_KINDS = ['hold', 'release', 'debit'] as const;
export const CUSTOMER_VOUCHER_STATUSES = ['held', 'used'] as const;

/** The merchant's bank accounts money can be moved to; only verified ones receive transfers. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  /** Shown masked (last 4 digits); the payout needs it whole. */
  accountNumber: text('account_number').notNull(),
  holderName: text('holder_name').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('bank_accounts_owner_idx').on(t.ownerId)]);

/** The payment channels enabled for a merchant and their fees (`findChannels`). */
export const paymentChannels = pgTable('payment_channels', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Percentage fee in basis points (150 = 1.5 %), plus a fixed fee in đồng per transaction. */
  feeRateBp: integer('fee_rate_bp').notNull().default(0),
  feeFixed: bigint('fee_fixed', { mode: 'number' }).notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [unique('payment_channels_owner_code_unique').on(t.ownerId, t.code)]);

/**
 * A request to move money to a bank account: it holds the amount when asked (ledger `hold`), and the SMS code
 * (otp_challenges, purpose 'transfer', bound to this row by `challengeIdHash`) either completes it (ledger `release`
 * and `debit`) or it expires and releases its hold. A completed transfer writes NO `withdraw` transactions row: the
 * rollup's `balance_delta` already subtracts withdraw rows, so one would count the transfer twice with its debit
 * (`transactionId` stays null; kept for a payout reference).
 */
export const transfers = pgTable('transfers', {
  id: uuid('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  userId: integer('user_id').notNull().references(() => users.id),
  bankAccountId: integer('bank_account_id').notNull().references(() => bankAccounts.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  note: text('note').notNull().default(''),
  status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('awaiting_code'),
  challengeIdHash: text('challenge_id_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [
  index('transfers_owner_created_idx').on(t.ownerId, t.createdAt),
  index('transfers_status_expires_idx').on(t.status, t.expiresAt),
  check('transfers_amount_check', sql`amount > 0`),
  check('transfers_status_check', oneOf('status', TRANSFER_STATUSES)),
]);

/**
 * Money entries besides sales (sales reach the balance through the daily rollup): a transfer's hold (negative),
 * its release (positive) and its debit (negative). Never updated or deleted: a balance is a sum of entries.
 */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
  /** Signed đồng. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  transferId: uuid('transfer_id').references(() => transfers.id),
  createdAt: createdAt(),
}, (t) => [
  index('ledger_entries_owner_idx').on(t.ownerId, t.createdAt),
  unique('ledger_entries_transfer_kind_unique').on(t.transferId, t.kind),
  check('ledger_entries_kind_check', oneOf('kind', LEDGER_KINDS)),
]);

/**
 * The first answer to a request sent with an `Idempotency-Key` (transfers, checkout): a replay with the same key
 * and body gets it again; the same key with another body is refused (422).
 */
export const idempotentRequests = pgTable('idempotent_requests', {
  userId: integer('user_id').notNull().references(() => users.id),
  /** The call, e.g. 'transaction/requestTransaction'. */
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  /** Null while the first request is still running. */
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ name: 'idempotent_requests_pk', columns: [t.userId, t.scope, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)]);

/**
 * Settlement of redeemed points with the platform, in đồng at `rate` per point: the redeem events it covers point
 * to it (`loyalty_events.settlement_id`), so no point is settled twice.
 */
export const pointSettlements = pgTable('point_settlements', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTo: date('period_to', { mode: 'string' }).notNull(),
  points: bigint('points', { mode: 'number' }).notNull(),
  rate: integer('rate').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('requested'),
  reason: text('reason'),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  decidedBy: integer('decided_by').references(() => users.id),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('point_settlements_owner_created_idx').on(t.ownerId, t.createdAt),
  // The staff's queue: settlements awaiting a decision, oldest first.
  index('point_settlements_status_created_idx').on(t.status, t.createdAt),
  check('point_settlements_status_check', oneOf('status', SETTLEMENT_STATUSES)),
]);

/** Vouchers a customer (by phone) holds at a merchant, redeemable once at the checkout. */
export const customerVouchers = pgTable('customer_vouchers', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  customerPhone: text('customer_phone').notNull(),
  name: text('name').notNull(),
  /** The discount in đồng. */
  value: bigint('value', { mode: 'number' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  status: text('status', { enum: CUSTOMER_VOUCHER_STATUSES }).notNull().default('held'),
  usedTransactionId: bigint('used_transaction_id', { mode: 'number' }).references(() => transactions.id),
  createdAt: createdAt(),
}, (t) => [
  index('customer_vouchers_owner_phone_idx').on(t.ownerId, t.customerPhone),
  check('customer_vouchers_status_check', oneOf('status', CUSTOMER_VOUCHER_STATUSES)),
]);

/**
 * Partner webhook endpoints (issue 36): a merchant's HTTPS addresses and the event types each wants. The signing
 * secret is kept sealed (AES-256-GCM under a key derived from AUTH_SECRET, bound to the endpoint's id): unlike an
 * API key it must be readable to sign. During a roll's overlap the previous secret signs too.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  userId: integer('user_id').notNull().references(() => users.id),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  eventTypes: jsonb('event_types').$type<string[]>().notNull().default([]),
  status: text('status', { enum: WEBHOOK_ENDPOINT_STATUSES }).notNull().default('enabled'),
  secretSealed: text('secret_sealed').notNull(),
  secretPrefix: text('secret_prefix').notNull(),
  previousSecretSealed: text('previous_secret_sealed'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
}, (t) => [
  index('webhook_endpoints_owner_created_idx').on(t.ownerId, t.createdAt),
  check('webhook_endpoints_status_check', oneOf('status', WEBHOOK_ENDPOINT_STATUSES)),
]);

/**
 * The outbox: one row per event, written in the database transaction of the change that causes it, so a rolled
 * back change leaves none. `dispatchedAt` null: its deliveries are not made yet. `endpointId` set: a test event
 * for that endpoint only. `payload` is the object the partner API returns for the thing that changed.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  type: text('type').notNull(),
  apiVersion: text('api_version').notNull(),
  sequence: bigserial('sequence', { mode: 'number' }).notNull().unique(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  endpointId: uuid('endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
}, (t) => [
  index('webhook_events_owner_created_idx').on(t.ownerId, t.createdAt),
  // The dispatcher's look for work: only undispatched rows are in it.
  index('webhook_events_undispatched_idx').on(t.createdAt).where(sql`dispatched_at is null`),
]);

/**
 * One event to one endpoint: its state and schedule. An attempt claims it (`leasedUntil`) so that two workers (or a
 * job and its duplicate) never send it at once; a failure sets `nextAttemptAt` (exponential, with jitter) until a
 * day has passed since `firstAttemptAt`, then `failed`.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  eventId: uuid('event_id').notNull().references(() => webhookEvents.id, { onDelete: 'cascade' }),
  endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('webhook_deliveries_event_idx').on(t.eventId),
  index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  check('webhook_deliveries_status_check', oneOf('status', WEBHOOK_DELIVERY_STATUSES)),
]);

/** Every try: when, the HTTP status (null: no answer), how long, the answer's first bytes. Kept 30 days. */
export const webhookAttempts = pgTable('webhook_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id').notNull().references(() => owners.id),
  deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id').notNull().references(() => webhookEvents.id, { onDelete: 'cascade' }),
  endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  status: integer('status'),
  ok: boolean('ok').notNull(),
  durationMs: integer('duration_ms').notNull(),
  response: text('response').notNull(),
}, (t) => [
  index('webhook_attempts_owner_at_idx').on(t.ownerId, t.attemptedAt),
  index('webhook_attempts_event_idx').on(t.eventId, t.attemptedAt),
  index('webhook_attempts_endpoint_idx').on(t.endpointId, t.attemptedAt),
]);
