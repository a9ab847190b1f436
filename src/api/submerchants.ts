import { z } from 'zod';
import { ISO_INSTANT_MAX } from './isoInstant';
import { countField, errField, messageField } from './envelope';
import { normalizeVnMobile } from '../core/phone';
import { EXPORT_FORMATS, oneOrMany, queryInputOf, SALES_LIMITS, sortOf } from './sales';
import { reauthenticationFields, stepUpAnswerSchema } from './stepUp';

/**
 * Wire types of the employee calls (spec §7 `submerchant` group, `report/findSubmerchants`,
 * `report/exportSubMerchant`). An employee is a user of type `submerchant` of the caller's merchant: their phone is
 * their username (unique per merchant), they work at some of the merchant's shops under one of its roles.
 */

export const EMPLOYEE_STATUSES = ['active', 'locked'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/**
 * The NRC configuration (`findConfig`): the identity documents an employee may be registered with and the shape
 * of each number. Patterns are plain text so that the app checks with the same rule the server does.
 */
export const NRC_CONFIG = [
  { type: 'CCCD', pattern: '^\\d{12}$', label: { en: 'Citizen ID card (CCCD)', vi: 'Căn cước công dân (CCCD)' }, hint: { en: '12 digits', vi: '12 chữ số' } },
  { type: 'CMND', pattern: '^(\\d{9}|\\d{12})$', label: { en: 'Identity card (CMND)', vi: 'Chứng minh nhân dân (CMND)' }, hint: { en: '9 or 12 digits', vi: '9 hoặc 12 chữ số' } },
  { type: 'PASSPORT', pattern: '^[A-Z]\\d{7}$', label: { en: 'Passport', vi: 'Hộ chiếu' }, hint: { en: 'a capital letter and 7 digits', vi: '1 chữ in hoa và 7 chữ số' } },
] as const;
export type IdentityType = (typeof NRC_CONFIG)[number]['type'];
export const IDENTITY_TYPES = NRC_CONFIG.map((entry) => entry.type) as [IdentityType, ...IdentityType[]];

export const nrcConfigSchema = z.array(z.object({
  type: z.string(),
  pattern: z.string(),
  label: z.object({ en: z.string(), vi: z.string() }),
  hint: z.object({ en: z.string(), vi: z.string() }),
})).meta({ examples: [[{ type: 'CCCD', pattern: '^\\d{12}$', label: { en: 'Citizen ID card (CCCD)', vi: 'Căn cước công dân (CCCD)' }, hint: { en: '12 digits', vi: '12 chữ số' } }]] });
export type NrcConfig = z.output<typeof nrcConfigSchema>;

/** Whether `number` has the shape its document type asks for (the same test on both sides). */
export const identityNumberFits = (type: string, number: string): boolean => {
  const entry = NRC_CONFIG.find((candidate) => candidate.type === type);
  return entry !== undefined && new RegExp(entry.pattern).test(number);
};

/** An identity number as screens show it: all but the last 4 characters hidden. */
export const maskIdentityNumber = (number: string): string =>
  number.length <= 4 ? '*'.repeat(number.length) : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;

/** Message keys of the employee calls' refusals and notices; the app translates them (`app.submerchants.*`). */
export const SUBMERCHANT_MESSAGES = {
  phoneTaken: 'app.submerchants.errors.phoneTaken',
  badPhone: 'app.submerchants.errors.badPhone',
  shopNotFound: 'app.submerchants.errors.shopNotFound',
  /** 400 on `shopIds`: a caller who keeps to their own shops gave one beyond them. */
  shopNotHeld: 'app.submerchants.errors.shopNotHeld',
  roleNotAllowed: 'app.submerchants.errors.roleNotAllowed',
  identityNumberInvalid: 'app.submerchants.errors.identityNumberInvalid',
  emailRequired: 'app.submerchants.errors.emailRequired',
  cannotLock: 'app.submerchants.errors.cannotLock',
  /** 400 naming email or phone: only the owner (or the employee, on their profile) changes where codes go. */
  contactOwnerOnly: 'app.submerchants.errors.contactOwnerOnly',
  /** 400 naming password: a new e-mail, phone or role takes the caller's password again. */
  passwordRequired: 'app.submerchants.errors.passwordRequired',
  passwordWrong: 'app.submerchants.errors.passwordWrong',
  created: 'app.submerchants.created',
  updated: 'app.submerchants.updated',
  locked: 'app.submerchants.locked',
  activated: 'app.submerchants.activated',
} as const;

export const NAME_MAX = 100;
/** The longest password a request may carry (the policy's own maximum is lower). */
export const PASSWORD_INPUT_MAX = 200;

/** The list contract's paging (CONTRACT.md); `select` is accepted for the pickers and ignored: rows are whole. */
export const listPagingOf = () => ({
  select: z.string().max(2_000).optional(),
  limit: z.number().int().min(1).max(SALES_LIMITS.maxLimit).default(SALES_LIMITS.pageSize),
  skip: z.number().int().min(0).max(SALES_LIMITS.maxSkip).default(0),
});

/** A list answer: the page's rows and the count of every match. */
export const countedAnswerOf = <T extends z.ZodType>(row: T) => z.object({
  err: errField, message: messageField, data: z.array(row), count: countField,
});
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX);

/** A phone typed in any Vietnamese format, answered in the canonical 10 digits (the stored username). */
const phone = z.string().max(20).transform((typed, context) => {
  const canonical = normalizeVnMobile(typed);
  if (canonical === null) {
    context.addIssue({ code: 'custom', message: 'must be a Vietnamese mobile number' });
    return z.NEVER;
  }
  return canonical;
});

/** `queryInput` of findSubmerchantList, findSubmerchants and exportSubMerchant. */
export const employeeFiltersSchema = z.strictObject({
  /** Name or phone, without diacritics or letter case mattering. */
  q: z.string().trim().max(100).optional(),
  id: oneOrMany(id).optional(),
  shopId: oneOrMany(id).optional(),
  roleId: oneOrMany(id).optional(),
  status: oneOrMany(z.enum(EMPLOYEE_STATUSES)).optional(),
});
export type EmployeeFilters = z.output<typeof employeeFiltersSchema>;

export const EMPLOYEE_SORT_FIELDS = ['fullName', 'phone', 'createdAt', 'status', 'id'] as const;
export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];

export const findSubmerchantListRequestSchema = z.object({
  ...listPagingOf(),
  sort: sortOf(EMPLOYEE_SORT_FIELDS).optional(),
  queryInput: queryInputOf(employeeFiltersSchema).optional(),
});
export type FindSubmerchantListRequest = z.input<typeof findSubmerchantListRequestSchema>;

export const employeeRowSchema = z.object({
  id,
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  roleId: id.nullable(),
  roleName: z.string().nullable(),
  shopIds: z.array(id),
  shops: z.array(z.object({ id, name: z.string() })),
  identityType: z.string().nullable(),
  /** Masked: only the last 4 characters leave the server. */
  identityNumber: z.string().nullable(),
  mustChangePassword: z.boolean(),
  lastSignInAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant.nullable(),
}).meta({
  examples: [{
    id: 31, fullName: 'Trần Thị Bình', phone: '0912345678', email: 'employee@demo.local', status: 'active', roleId: 2, roleName: 'Shop employee',
    shopIds: [12, 14], shops: [{ id: 12, name: 'Cà phê Sông Hàn – Hải Châu' }, { id: 14, name: 'Cà phê Sông Hàn – Sơn Trà' }],
    identityType: 'CCCD', identityNumber: '********4821', mustChangePassword: false, lastSignInAt: '2026-11-21T01:05:00.000Z',
    createdAt: '2026-03-14T02:30:00.000Z', updatedAt: '2026-09-02T08:10:00.000Z',
  }],
});
export type EmployeeRow = z.output<typeof employeeRowSchema>;

export const findSubmerchantListAnswerSchema = countedAnswerOf(employeeRowSchema);

/** How the employee gets a first password: one the owner types, or a set-password e-mail (the reset flow). */
export const firstPasswordSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('password'), password: z.string().min(1).max(128), confirmPassword: z.string().min(1).max(128) }),
  z.strictObject({ mode: z.literal('email') }),
]);
export type FirstPassword = z.output<typeof firstPasswordSchema>;

const employeeFields = {
  fullName: z.string().trim().min(1).max(NAME_MAX),
  phone,
  email: z.email().max(200).nullable().optional(),
  shopIds: z.array(id).min(1).max(100),
  roleId: id,
  identityType: z.enum(IDENTITY_TYPES).nullable().optional(),
  identityNumber: z.string().trim().toUpperCase().max(20).nullable().optional(),
};

/**
 * `password`: the caller's own, or `stepUp` in its place (a passkey or an app code), never both: a new employee is a
 * gift of their role's rights, which takes the password again as a new role does on update.
 */
export const createSubmerchantRequestSchema = z.object({
  ...employeeFields, firstPassword: firstPasswordSchema, ...reauthenticationFields(z.string().max(PASSWORD_INPUT_MAX)),
}).refine((value) => value.password === undefined || value.stepUp === undefined, { error: 'send password or stepUp, not both', path: ['stepUp'] }).meta({
  examples: [{
    fullName: 'Lê Thị Cúc', phone: '0987654321', email: 'cuc.le@songhan.vn', shopIds: [12], roleId: 2, identityType: 'CCCD',
    identityNumber: '048196004821', firstPassword: { mode: 'password', password: 'Cuc-SongHan-2026', confirmPassword: 'Cuc-SongHan-2026' },
    password: 'demo-merchant-2026',
  }],
});
export type CreateSubmerchantRequest = z.input<typeof createSubmerchantRequestSchema>;

/**
 * `identityNumber` left out keeps the stored one (the screens never see it whole). `password`: the caller's own, or
 * `stepUp` in its place (a passkey or an app code, stepUp.ts), needed when the e-mail, the phone (where codes and
 * resets go) or the role changes; never both.
 */
export const updateSubmerchantRequestSchema = z.object({
  id, ...employeeFields, password: z.string().max(PASSWORD_INPUT_MAX).optional(), stepUp: stepUpAnswerSchema.optional(),
}).refine((value) => value.password === undefined || value.stepUp === undefined, { error: 'send password or stepUp, not both', path: ['stepUp'] }).meta({
  examples: [{ id: 31, fullName: 'Trần Thị Bình', phone: '0912345678', email: 'employee@demo.local', shopIds: [12, 14], roleId: 2, identityType: null, identityNumber: null }],
});
export type UpdateSubmerchantRequest = z.input<typeof updateSubmerchantRequestSchema>;

export const submerchantIdSchema = z.object({ id }).meta({ examples: [{ id: 31 }] });

/** roleChoices: the merchant's roles an employee may be given (none the owner or a third party holds). */
export const roleChoiceSchema = z.object({ id, name: z.string() }).meta({ examples: [{ id: 2, name: 'Shop employee' }] });
export type RoleChoice = z.output<typeof roleChoiceSchema>;

export const exportSubmerchantsRequestSchema = z.object({
  queryInput: queryInputOf(employeeFiltersSchema).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  locale: z.enum(['en', 'vi']).optional(),
});
export type ExportSubmerchantsRequest = z.input<typeof exportSubmerchantsRequestSchema>;
