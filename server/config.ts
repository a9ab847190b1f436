import path from 'node:path';
import { DEFAULT_LOYALTY_RULES, type LoyaltyRules } from '../src/api/loyaltyRules';
import { DEFAULT_PASSWORD_RULES, PASSWORD_LENGTH_LIMITS, type PasswordRules } from '../src/api/passwordPolicy';
import { PASSWORD_PARAMS, TEST_PASSWORD_PARAMS, type PasswordParams } from './auth/passwords';
import { loadStorageConfig, type StorageConfig } from './storage/storageConfig';

export type { StorageConfig } from './storage/storageConfig';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When set, a PostgreSQL server (node-postgres); otherwise embedded PGlite in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  logLevel: string;
  staticDir: string;
  /** Development hooks (CONTRACT.md) are on unless NODE_ENV is production. */
  devHooks: boolean;
  /**
   * Load the demo data set (public passwords) into an empty database: DEMO_DATA=1/0, by default on unless
   * NODE_ENV is production. Production refuses to start with it on.
   */
  demoData: boolean;
  /** The API description and its UI at /api/docs: API_DOCS=1/0, by default on unless NODE_ENV is production. */
  apiDocs: boolean;
  /** Who integrators write to, named in the API description: API_CONTACT_NAME, API_CONTACT_EMAIL, API_CONTACT_URL. */
  apiContact: ApiContact;
  auth: AuthConfig;
  delivery: DeliveryConfig;
  uploads: UploadsConfig;
  rates: RatesConfig;
  exports: ExportsConfig;
  /**
   * Where uploads and finished exports are kept: the local folders (FILES_DIR, EXPORTS_DIR), or, when S3_BUCKET is
   * set, an S3-compatible bucket shared by every instance (server/storage/storageConfig.ts reads S3_*).
   */
  storage: StorageConfig;
  money: MoneyConfig;
  loyalty: LoyaltyRules;
  serving: ServingConfig;
  webhooks: WebhooksConfig;
}

/** Partner webhooks' delivery (server/webhooks, docs/webhooks.md). */
export interface WebhooksConfig {
  /** WEBHOOK_WORKERS: deliveries this instance sends at once; 0: it sends none (another instance does). */
  workers: number;
  /** WEBHOOK_POLL_SECONDS: how often an idle worker asks the queue for work. */
  pollSeconds: number;
  /** WEBHOOK_SWEEP_SECONDS: how often the outbox is looked at for events no answer dispatched (a crash), and old rows removed. */
  sweepSeconds: number;
  /** WEBHOOK_TIMEOUT_SECONDS: how long a receiver may take to answer. */
  timeoutMs: number;
  /** WEBHOOK_MAX_ANSWER_BYTES: bytes of a receiver's answer read at most. */
  maxAnswerBytes: number;
  /** WEBHOOK_ALLOW_LOOPBACK: endpoints on this machine (http too); on by default in development, refused in production. */
  allowLoopback: boolean;
}

export interface ApiContact {
  name: string;
  email?: string;
  url?: string;
}

/** How the server sits behind a reverse proxy, and what the CSP admits. */
export interface ServingConfig {
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For/-Proto to believe (Fastify's `trustProxy`): unset, none; `true`,
   * every one; else a comma-separated list of the proxies' addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`).
   */
  trustProxy: boolean | string[];
  /** GOOGLE_MAPS_API_KEY (or VITE_GOOGLE_MAPS_KEY) is set: the map's origins join the CSP. */
  maps: boolean;
}

/** Sign-in, sessions and one-time codes. Durations in the unit their name says. */
export interface AuthConfig {
  /** Key of the HMACs over one-time codes. Unset: main.ts keeps a generated one in `${dataDir}/auth-secret`. */
  secret: string | undefined;
  trustedDeviceDays: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /**
   * SESSION_CACHE (on by default): keep each session read until the database announces a change to it
   * (server/auth/sessionCache.ts). Off: every request reads its session, for a connection pooler that cannot carry
   * LISTEN (PgBouncer in transaction mode).
   */
  sessionCache: boolean;
  signInRatePerMinute: number;
  /** Captchas one address may draw per minute. */
  captchaRatePerMinute: number;
  /** Wrong password, SMS or reset codes from all addresses together before the whole account waits. */
  accountFreeFailures: number;
  /** Wrong reset codes one account may be sent per hour, across all its reset challenges. */
  resetCodeWrongPerHour: number;
  /** Codes sent to one phone or e-mail address per minute and per hour. */
  otpSendPerMinute: number;
  otpSendPerHour: number;
  otpTtlMinutes: number;
  /**
   * STAFF_REQUIRE_STRONG_FACTOR=true: every staff account signs in with a passkey or an authenticator app, never an
   * SMS code, and one without is led through enrolling one (as a merchant role's requireStrongFactor does). Off by default.
   */
  staffRequireStrongFactor: boolean;
  /** What a new password must match: spec §5's pattern and length unless PASSWORD_PATTERN / _MIN_LENGTH / _MAX_LENGTH. */
  passwordRules: PasswordRules;
  /** scrypt cost of new password hashes and of the dummy hash: PASSWORD_HASH_COST=standard (default) or test. */
  passwordHashing: PasswordParams;
  /** Where passkeys may be used (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS). */
  webauthn: WebauthnConfig;
}

/**
 * The WebAuthn relying party: the domain passkeys are bound to (`rpId`, the site's host or a parent domain of it)
 * and the exact origins the browser may sign from. Unset outside production: `localhost` and the origin of
 * `npm start` / `npm run dev` (http://localhost:PORT). `configured` is false when they were left to that default:
 * a production server refuses to start so (server/main.ts).
 */
export interface WebauthnConfig {
  rpId: string;
  origins: string[];
  configured: boolean;
}

/** Where SMS and e-mails go; with neither set, the dev outbox (and a log line) is the delivery. */
export interface DeliveryConfig {
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
}

/** Uploaded files: where the local storage keeps them, how large they may be, how long links and orphans live. */
export interface UploadsConfig {
  filesDir: string;
  maxFileBytes: number;
  maxImageBytes: number;
  /** Decoded pixels (width × height × frames) an image may have: a small file can decode to gigabytes. */
  maxImagePixels: number;
  /** Bytes of stored files one owner (merchant) may keep. */
  quotaBytes: number;
  /** How long a signed file link answered by the server works. */
  linkTtlMinutes: number;
  /** How often the sweep of unreferenced uploads runs. */
  sweepIntervalMinutes: number;
  /** How long an upload no record refers to is kept (a form being filled in has not been saved yet). */
  orphanGraceHours: number;
}

/** Per-user limits of the costly calls (review: uploads fill the disk, reports scan up to 100000 rows). */
export interface RatesConfig {
  /** Uploads (files and images together) one user may send per minute. */
  uploadsPerMinute: number;
  /** CSV reports one user may export per minute. */
  reportsPerMinute: number;
  /** Partner API (`/api/v1`) requests one API key may make per minute; beyond, 429 with `Retry-After`. */
  apiKeyPerMinute: number;
  /**
   * API calls one caller (a session, an API key, or an address when neither is sent) may make per minute to one
   * server process, whatever the route; beyond, 429 with `Retry-After` (http/apiRateLimit.ts).
   */
  apiPerMinute: number;
}

/** Export jobs (server/exports): where files go, how long they stay, how many a merchant may have going. */
export interface ExportsConfig {
  exportsDir: string;
  /** How long a finished file is kept before the retention sweep removes it. */
  keepHours: number;
  /** Queued and running exports one merchant may have at once; beyond, 429. */
  maxActivePerMerchant: number;
  /** Exports one server instance runs at the same time. */
  workers: number;
  /** How often an idle worker asks the queue for work (pg-boss polling; at least 0.5). */
  pollSeconds: number;
}

/** Moving money to a bank account (requestTransaction): amounts in đồng. */
export interface MoneyConfig {
  /** The smallest transfer. */
  minTransfer: number;
  /** The most one merchant may move in a local day (Asia/Ho_Chi_Minh), completed and awaiting transfers together. */
  dailyTransferLimit: number;
  /** Successful sales become available this many whole local days after their day; until then they are pending. */
  settlementDelayDays: number;
  /** A transfer whose SMS code is not entered within this many minutes expires and releases its hold. */
  transferCodeMinutes: number;
  /** Wrong transfer codes one merchant may enter per hour, across all its transfers. */
  transferCodeWrongPerHour: number;
}

type Env = Record<string, string | undefined>;

const parsePort = (value: string | undefined): number => {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got "${value}"`);
  return port;
};

const positive = (env: Env, name: string, fallback: number): number => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
};

/** A remembered device skips the SMS code; the second factor may not be waived for longer than this. */
export const MAX_TRUSTED_DEVICE_DAYS = 30;

const atMost = (env: Env, name: string, value: number, max: number): number => {
  if (value > max) throw new Error(`${name} must be at most ${max}, got "${env[name]}"`);
  return value;
};

const pattern = (value: string | undefined): string => {
  if (!value) return DEFAULT_PASSWORD_RULES.pattern;
  try {
    new RegExp(value);
  } catch {
    throw new Error(`PASSWORD_PATTERN is not a valid regular expression: "${value}"`);
  }
  return value;
};

const wholeNumber = (env: Env, name: string, fallback: number): number => {
  const value = positive(env, name, fallback);
  const { min, max } = PASSWORD_LENGTH_LIMITS;
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${env[name]}"`);
  return value;
};

const passwordRules = (env: Env): PasswordRules => {
  const minLength = wholeNumber(env, 'PASSWORD_MIN_LENGTH', DEFAULT_PASSWORD_RULES.minLength);
  const maxLength = wholeNumber(env, 'PASSWORD_MAX_LENGTH', DEFAULT_PASSWORD_RULES.maxLength);
  if (minLength > maxLength) throw new Error(`PASSWORD_MIN_LENGTH (${minLength}) must not exceed PASSWORD_MAX_LENGTH (${maxLength})`);
  return { pattern: pattern(env.PASSWORD_PATTERN), minLength, maxLength };
};

const flag = (env: Env, name: string): boolean | undefined => {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`);
};

/** The cheap cost is for test runs: a production server refuses to start with it. */
const passwordHashing = (env: Env): PasswordParams => {
  const cost = env.PASSWORD_HASH_COST?.trim() || 'standard';
  if (cost === 'standard') return PASSWORD_PARAMS;
  if (cost !== 'test') throw new Error(`PASSWORD_HASH_COST must be standard or test, got "${cost}"`);
  if (env.NODE_ENV === 'production') {
    throw new Error('PASSWORD_HASH_COST=test cannot be used with NODE_ENV=production: its password hashes are cheap to crack.');
  }
  return TEST_PASSWORD_PARAMS;
};

const webauthnOrigin = (text: string): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`WEBAUTHN_ORIGINS must be a comma-separated list of origins (https://portal.example.com), got "${text}"`);
  }
  if (url.origin !== text.replace(/\/$/, '') || (url.protocol !== 'https:' && url.hostname !== 'localhost')) {
    throw new Error(`WEBAUTHN_ORIGINS must list bare origins, https but for localhost (https://portal.example.com), got "${text}"`);
  }
  return url.origin;
};

export const loadWebauthnConfig = (env: Env): WebauthnConfig => {
  const rpId = env.WEBAUTHN_RP_ID?.trim() || '';
  const listed = (env.WEBAUTHN_ORIGINS ?? '').split(',').map((part) => part.trim()).filter(Boolean).map(webauthnOrigin);
  if (rpId !== '' && !/^[a-z0-9.-]+$/i.test(rpId)) throw new Error(`WEBAUTHN_RP_ID must be a domain name (portal.example.com), got "${rpId}"`);
  for (const origin of listed) {
    const host = new URL(origin).hostname;
    if (rpId !== '' && host !== rpId && !host.endsWith(`.${rpId}`)) {
      throw new Error(`WEBAUTHN_ORIGINS: ${origin} is not on WEBAUTHN_RP_ID "${rpId}" or a subdomain of it`);
    }
  }
  const port = env.PORT && env.PORT !== '0' ? env.PORT : '8080';
  return {
    rpId: rpId || 'localhost',
    origins: listed.length > 0 ? listed : [...new Set([`http://localhost:${port}`, 'http://localhost:8080'])],
    configured: rpId !== '' && listed.length > 0,
  };
};

export const loadAuthConfig = (env: Env = process.env): AuthConfig => ({
  secret: env.AUTH_SECRET || undefined,
  trustedDeviceDays: atMost(env, 'TRUSTED_DEVICE_DAYS', positive(env, 'TRUSTED_DEVICE_DAYS', 30), MAX_TRUSTED_DEVICE_DAYS),
  sessionIdleMinutes: positive(env, 'SESSION_IDLE_MINUTES', 30),
  sessionAbsoluteHours: positive(env, 'SESSION_ABSOLUTE_HOURS', 12),
  sessionCache: flag(env, 'SESSION_CACHE') ?? true,
  signInRatePerMinute: positive(env, 'SIGNIN_RATE_PER_MINUTE', 30),
  captchaRatePerMinute: positive(env, 'CAPTCHA_RATE_PER_MINUTE', 60),
  accountFreeFailures: positive(env, 'SIGNIN_ACCOUNT_FREE_FAILURES', 20),
  resetCodeWrongPerHour: positive(env, 'RESET_CODE_WRONG_PER_HOUR', 10),
  otpSendPerMinute: positive(env, 'OTP_SEND_PER_MINUTE', 1),
  otpSendPerHour: positive(env, 'OTP_SEND_PER_HOUR', 10),
  otpTtlMinutes: positive(env, 'OTP_TTL_MINUTES', 5),
  staffRequireStrongFactor: flag(env, 'STAFF_REQUIRE_STRONG_FACTOR') ?? false,
  passwordRules: passwordRules(env),
  passwordHashing: passwordHashing(env),
  webauthn: loadWebauthnConfig(env),
});

export const loadDeliveryConfig = (env: Env = process.env): DeliveryConfig => ({
  smtpUrl: env.SMTP_URL || undefined,
  smtpFrom: env.SMTP_FROM || 'Merchant portal <no-reply@localhost>',
  smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
  smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
});

const MB = 1024 * 1024;

export const loadUploadsConfig = (env: Env, dataDir: string): UploadsConfig => ({
  filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
  maxFileBytes: Math.floor(positive(env, 'UPLOAD_MAX_FILE_MB', 10) * MB),
  maxImageBytes: Math.floor(positive(env, 'UPLOAD_MAX_IMAGE_MB', 5) * MB),
  maxImagePixels: Math.floor(positive(env, 'UPLOAD_MAX_IMAGE_MEGAPIXELS', 40) * 1_000_000),
  quotaBytes: Math.floor(positive(env, 'UPLOAD_QUOTA_MB', 1024) * MB),
  linkTtlMinutes: positive(env, 'FILE_LINK_TTL_MINUTES', 60),
  sweepIntervalMinutes: positive(env, 'UPLOAD_SWEEP_INTERVAL_MINUTES', 60),
  orphanGraceHours: positive(env, 'UPLOAD_ORPHAN_GRACE_HOURS', 24),
});

export const loadRatesConfig = (env: Env): RatesConfig => ({
  uploadsPerMinute: positive(env, 'UPLOAD_RATE_PER_MINUTE', 60),
  reportsPerMinute: positive(env, 'REPORT_RATE_PER_MINUTE', 10),
  apiKeyPerMinute: positive(env, 'API_KEY_RATE_PER_MINUTE', 60),
  apiPerMinute: wholeAtLeastOne(env, 'API_RATE_PER_MINUTE', 600),
});

const wholeAtLeastOne = (env: Env, name: string, fallback: number): number => {
  const value = positive(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${env[name]}"`);
  return value;
};

export const loadExportsConfig = (env: Env, dataDir: string): ExportsConfig => {
  const pollSeconds = positive(env, 'EXPORT_POLL_SECONDS', 2);
  if (pollSeconds < 0.5) throw new Error(`EXPORT_POLL_SECONDS must be at least 0.5, got "${env.EXPORT_POLL_SECONDS}"`);
  return {
    exportsDir: path.resolve(env.EXPORTS_DIR || path.join(dataDir, 'exports')),
    keepHours: positive(env, 'EXPORT_KEEP_HOURS', 72),
    maxActivePerMerchant: wholeAtLeastOne(env, 'EXPORT_MAX_ACTIVE_PER_MERCHANT', 2),
    workers: wholeAtLeastOne(env, 'EXPORT_WORKERS', 2),
    pollSeconds,
  };
};

const wholeAtLeast = (env: Env, name: string, fallback: number, least: number): number => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < least) throw new Error(`${name} must be a whole number of at least ${least}, got "${value}"`);
  return number;
};

export const loadWebhooksConfig = (env: Env, nodeEnv: string): WebhooksConfig => {
  const allowLoopback = flag(env, 'WEBHOOK_ALLOW_LOOPBACK') ?? nodeEnv !== 'production';
  if (allowLoopback && nodeEnv === 'production') throw new Error('WEBHOOK_ALLOW_LOOPBACK must not be on in production');
  const pollSeconds = positive(env, 'WEBHOOK_POLL_SECONDS', 2);
  if (pollSeconds < 0.5) throw new Error(`WEBHOOK_POLL_SECONDS must be at least 0.5, got "${env.WEBHOOK_POLL_SECONDS}"`);
  return {
    workers: wholeAtLeast(env, 'WEBHOOK_WORKERS', 2, 0),
    pollSeconds,
    sweepSeconds: positive(env, 'WEBHOOK_SWEEP_SECONDS', 30),
    timeoutMs: Math.round(positive(env, 'WEBHOOK_TIMEOUT_SECONDS', 10) * 1000),
    maxAnswerBytes: wholeAtLeast(env, 'WEBHOOK_MAX_ANSWER_BYTES', 64 * 1024, 1),
    allowLoopback,
  };
};

export const loadMoneyConfig = (env: Env): MoneyConfig => {
  const minTransfer = wholeAtLeast(env, 'TRANSFER_MIN', 10_000, 1);
  const dailyTransferLimit = wholeAtLeast(env, 'TRANSFER_DAILY_LIMIT', 500_000_000, 1);
  if (minTransfer > dailyTransferLimit) throw new Error(`TRANSFER_MIN (${minTransfer}) must not exceed TRANSFER_DAILY_LIMIT (${dailyTransferLimit})`);
  return {
    minTransfer,
    dailyTransferLimit,
    settlementDelayDays: wholeAtLeast(env, 'SETTLEMENT_DELAY_DAYS', 1, 0),
    transferCodeMinutes: wholeAtLeast(env, 'TRANSFER_CODE_MINUTES', 5, 1),
    transferCodeWrongPerHour: wholeAtLeast(env, 'TRANSFER_CODE_WRONG_PER_HOUR', 10, 1),
  };
};

/** The loyalty rules (spec §9 "Loyalty texts"): LOYALTY_* settings, defaults in src/api/loyaltyRules.ts. */
export const loadLoyaltyRules = (env: Env): LoyaltyRules => ({
  earnRatePercent: wholeAtLeast(env, 'LOYALTY_EARN_RATE_PERCENT', DEFAULT_LOYALTY_RULES.earnRatePercent, 0),
  pointValue: wholeAtLeast(env, 'LOYALTY_POINT_VALUE', DEFAULT_LOYALTY_RULES.pointValue, 1),
  settlementRate: wholeAtLeast(env, 'LOYALTY_SETTLEMENT_RATE', DEFAULT_LOYALTY_RULES.settlementRate, 1),
  expiryDays: wholeAtLeast(env, 'LOYALTY_EXPIRY_DAYS', DEFAULT_LOYALTY_RULES.expiryDays, 1),
  redeemExpiryDays: wholeAtLeast(env, 'LOYALTY_REDEEM_EXPIRY_DAYS', DEFAULT_LOYALTY_RULES.redeemExpiryDays, 1),
});

const parseTrustProxy = (value: string | undefined): ServingConfig['trustProxy'] => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  return text.split(',').map((part) => part.trim()).filter(Boolean);
};

/** Said once at start-up without a maps key, so the operator learns what the merchant's shop form does without one. */
export const NO_MAPS_KEY_NOTE =
  'no GOOGLE_MAPS_API_KEY: the shop form takes its location as latitude/longitude text without a map; set the key when building and running to show one';

export const loadServingConfig = (env: Env): ServingConfig => ({
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  maps: Boolean(env.GOOGLE_MAPS_API_KEY || env.VITE_GOOGLE_MAPS_KEY),
});

export const loadConfig = (env: Env = process.env): Config => {
  const nodeEnv = env.NODE_ENV || 'development';
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  return {
    port: parsePort(env.PORT),
    host: env.HOST || 'localhost',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    // A server that sends real SMS or e-mail never shows their codes or its captchas' answers, whatever NODE_ENV says
    // (left unset on a staging server, it would otherwise hand out every reset code through /api/dev/outbox).
    devHooks: nodeEnv !== 'production' && !env.SMTP_URL && !env.SMS_GATEWAY_URL,
    demoData: flag(env, 'DEMO_DATA') ?? nodeEnv !== 'production',
    apiDocs: flag(env, 'API_DOCS') ?? nodeEnv !== 'production',
    apiContact: {
      name: env.API_CONTACT_NAME || 'Partner integration support',
      ...(env.API_CONTACT_EMAIL ? { email: env.API_CONTACT_EMAIL } : {}),
      ...(env.API_CONTACT_URL ? { url: env.API_CONTACT_URL } : {}),
    },
    auth: loadAuthConfig(env),
    delivery: loadDeliveryConfig(env),
    uploads: loadUploadsConfig(env, dataDir),
    rates: loadRatesConfig(env),
    exports: loadExportsConfig(env, dataDir),
    storage: loadStorageConfig(env),
    money: loadMoneyConfig(env),
    loyalty: loadLoyaltyRules(env),
    serving: loadServingConfig(env),
    webhooks: loadWebhooksConfig(env, nodeEnv),
  };
};
