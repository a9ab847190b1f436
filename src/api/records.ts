import { z } from 'zod';
import { countField, errField, messageField } from './envelope';
import { RESOURCE_NAME, RESOURCE_NAME_MAX_LENGTH } from './pageDefinition';
import { VALUE_PROBLEMS, type ValueProblemKind } from './valueProblems';

/**
 * Wire types of the generic record store (spec §7 "Generic page calls" and "Model pickers"). The records of model
 * M are governed by the page definition whose `resource` is M: its schema declares the fields, its `action` is the
 * permission needed (no such page, or no permission → 404 `notFoundPage`). Records belong to the signed-in user's
 * owner. `page` and `api` may ride along in every query (spec §7) and are ignored.
 *
 *   GET    /api/records/<model>?select=&sort=&queryInput=&limit=&skip=  → { err, message, data: rows[], count }
 *   GET    /api/records/<model>/<id>                                    → data: the record (404 dataNotFound)
 *   POST   /api/records/<model>        { ...fields }                     → data: the record
 *   PATCH  /api/records/<model>/<id>   { ...fields } merged over it      → data: the record
 *   DELETE /api/records/<model>/<id>                                    → data: { id }
 *
 * select      'a,b,c' declared fields (default all); rows always carry `id`; `createdAt`, `updatedAt` when selected
 * sort        JSON [{ "field": "asc" | "desc" }, …] (default [{ "id": "desc" }])
 * queryInput  JSON { field: value | { contains } | { in: [...] } | { gte, lte } }; `id` numeric
 * A 400 names the offending field in `data.field` (and `data.errors[]`); Password and Captcha fields are never answered.
 */

export const RECORD_MESSAGES = {
  notFoundPage: 'notFoundPage',
  dataNotFound: 'dataNotFound',
  /** A required, visible field is null, undefined or '' (spec §5); `data.field` names the first in schema order. */
  fieldRequired: 'fieldRequired',
  /** An unknown field, a value its widget refuses, or a bad list parameter; `data.field` names it. */
  invalidParam: 'invalidParam',
  /** A Captcha field's answer is wrong or expired. */
  captchaInvalid: 'app.auth.captchaInvalid',
  /** 409: other records still hold this one in a model field; `data` is a RecordInUse. */
  recordInUse: 'app.records.recordInUse',
} as const;

/** The `data` of a 409 recordInUse: the arguments of its message. */
export interface RecordInUse {
  count: number;
  /** The same as `count`, for the catalogue's plural forms. */
  smart_count: number;
  /** The referring pages' names, comma-separated. */
  kinds: string;
}

export const RECORD_LIMITS = {
  pageSize: 10,
  maxLimit: 100,
  /** Rows a list may skip (an OFFSET scans every row it skips): narrow with queryInput instead. */
  maxSkip: 100_000,
  /** Values of one `{ in: [...] }` filter. */
  maxIn: 100,
  maxSort: 5,
  /** Characters of a `{ contains }` text. */
  maxContains: 200,
  /** Characters of a Text or one language of a multi-language value; TextArea; RichText and CkEditorSchema. */
  text: 10_000,
  longText: 50_000,
  richText: 200_000,
  /** Elements of a list value (ids, images, options) and rows of a table. */
  listItems: 500,
  /** Bytes of a stored record as JSON. */
  recordBytes: 512 * 1024,
  /** Rows of one CSV report. */
  reportRows: 100_000,
} as const;

/** Fields every record has beside its declared ones. */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

const model = z.string().max(RESOURCE_NAME_MAX_LENGTH).regex(RESOURCE_NAME, { error: 'must be a resource name (lower-case letter, then letters, digits or -)' });
const recordId = z
  .string()
  .max(15)
  .regex(/^[1-9][0-9]{0,14}$/, { error: 'must be a positive integer record id' })
  .transform(Number);

/** Sent by the app on every generic page call (spec §7); validated, then ignored. */
const pageAndApi = {
  page: z.string().max(100).optional(),
  api: z.string().max(100).optional(),
};

export const modelParamsSchema = z.object({ model });
export const recordParamsSchema = z.object({ model, id: recordId });
export const pageQuerySchema = z.object(pageAndApi);

/** `sort` as parsed: a list of one-key objects `{ field: 'asc' | 'desc' }`. */
export type RecordSort = Record<string, 'asc' | 'desc'>[];

/** JSON text of a query parameter, parsed; invalid JSON is an issue of that parameter. */
// Its shape and field names are checked by the server against the page's schema, keys such as `__proto__` included.
const jsonText = (description: string) =>
  z
    .string()
    .max(20_000)
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .describe(description);

const digits = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const listRecordsQuerySchema = z.object({
  ...pageAndApi,
  select: z.string().max(2_000).optional(),
  sort: jsonText('JSON list of { field: "asc" | "desc" }, at most 5; default [{"id":"desc"}]').optional(),
  queryInput: jsonText('JSON object of filters: { field: value | { contains: text } | { in: [values] } | { gte, lte } }').optional(),
  limit: digits(1, RECORD_LIMITS.maxLimit).default(RECORD_LIMITS.pageSize),
  skip: digits(0, RECORD_LIMITS.maxSkip).default(0),
});
export type ListRecordsQuery = z.input<typeof listRecordsQuerySchema>;

/** A record's fields as sent to create or update it; checked against the page's schema. */
export const recordInputSchema = z.record(z.string().max(64), z.unknown())
  .meta({ examples: [{ title: 'Giảm 10% cho thành viên mới', kind: 'promotion', startDate: '2026-12-01', discount: 10, pinned: true }] });
export type RecordInput = z.output<typeof recordInputSchema>;

/** A record as answered: `id`, its fields (never Password or Captcha ones), `createdAt` and `updatedAt` (ISO). */
export const recordSchema = z.looseObject({
  id: z.number().int(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
}).meta({
  examples: [{
    id: 1042, title: 'Giảm 10% cho thành viên mới', kind: 'promotion', startDate: '2026-12-01', discount: 10, pinned: true,
    createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-21T01:30:00.000Z',
  }],
});
export type RecordRow = z.output<typeof recordSchema>;

export const recordListAnswerSchema = z.object({
  err: errField,
  message: messageField,
  data: z.array(recordSchema),
  /** Every record matching the filters, beside `data` (spec §7 model pickers read `data` and `count`). */
  count: countField,
});
export type RecordListAnswer = z.output<typeof recordListAnswerSchema>;

export const deletedRecordSchema = z.object({ id: z.number().int() }).meta({ examples: [{ id: 1042 }] });

// The texts live apart so that a catalogue can read them without these schemas.
export { VALUE_PROBLEMS, type ValueProblemKind };
export type ValueProblemArgs = Record<string, string | number>;

/** A problem's English text with its arguments in place. */
export const valueProblemText = (kind: ValueProblemKind, args: ValueProblemArgs = {}): string =>
  VALUE_PROBLEMS[kind].replace(/%\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(args, name) ? String(args[name]) : whole));

const problemKinds = Object.keys(VALUE_PROBLEMS) as [ValueProblemKind, ...ValueProblemKind[]];

/** `data` of a 400 from the record store: the field at fault, and each problem found (`message` in English). */
export const recordErrorSchema = z.object({
  field: z.string(),
  errors: z.array(
    z.object({
      field: z.string(),
      message: z.string(),
      problem: z.enum(problemKinds).optional(),
      args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      /** The catalogue key a broken rule of the definition names (its `message`), said instead of the problem's text. */
      messageKey: z.string().optional(),
    }),
  ),
});
export type RecordError = z.output<typeof recordErrorSchema>;
