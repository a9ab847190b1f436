import { z } from 'zod';
import { PAGE_DEFINITION_EXAMPLE, pageDefinitionSchema } from './pageDefinition';

/**
 * Wire types of the page definition calls (CONTRACT.md "Page definitions"):
 *   GET  /api/admin/get-meta?page=<id>               → data: the definition (404 notFoundPage when absent or not allowed)
 *   GET  /api/admin/get-meta                         → data: every definition the user may use, by id
 *   PUT  /api/admin/pages/<id>                       → data: { id, version, warnings }  (managepages)
 *   GET  /api/admin/pages/<id>/versions              → data: [{ version, createdAt, createdBy, createdByName, restoredFrom }], newest first
 *   GET  /api/admin/pages/<id>/versions/<version>    → data: { version, createdAt, createdBy, restoredFrom, definition }
 *   POST /api/admin/pages/<id>/rollback { version }  → data: { id, version, warnings }: that version written anew
 * A refused definition answers 400 `invalidPageDefinition` with data { errors, warnings } ({ path, message, key? }).
 */

export const PAGE_MESSAGES = {
  /** No such page, or the user lacks its action (the two are not told apart). */
  notFoundPage: 'notFoundPage',
  invalidPageDefinition: 'invalidPageDefinition',
  /** The page exists but has no such version. */
  dataNotFound: 'dataNotFound',
  /** 412: someone saved the page since the editor opened it (`If-Match`), or it exists already (`If-None-Match: *`); `data.version`. */
  pageChanged: 'pageChanged',
} as const;

/**
 * What a save requires of the stored page: the version the editor opened (`If-Match: "8"`), none yet (`If-None-Match:
 * *`, a new page), or nothing (no header: the save is the next version whatever came before).
 */
export type PagePrecondition = { version: number } | { absent: true } | null;

/** The `If-Match` value of a page version. */
export const versionTag = (version: number): string => `"${version}"`;

/** A save's precondition headers: `If-Match` one version tag, or `If-None-Match: *`. */
export const pagePreconditionHeadersSchema = z.looseObject({
  'if-match': z.string().max(20).regex(/^"[1-9][0-9]{0,9}"$/, { error: 'must be one version tag, e.g. "8"' }).optional()
    .describe('The version the editor opened, as a tag ("8"): the save is refused (412) if another was saved since')
    .meta({ examples: ['"8"'] }),
  'if-none-match': z.literal('*').optional().describe('`*`: save only a page that does not exist yet (412 otherwise)'),
});

/** The precondition the headers carry (checked by pagePreconditionHeadersSchema). */
export const preconditionOfHeaders = (headers: { 'if-match'?: string; 'if-none-match'?: string }): PagePrecondition => {
  if (headers['if-match'] !== undefined) return { version: Number(headers['if-match'].slice(1, -1)) };
  return headers['if-none-match'] === '*' ? { absent: true } : null;
};

const MAX_INT = 2_147_483_647;

/** A positive integer written in a path or query (`60`), as a number. */
const positiveIntText = (what: string) =>
  z
    .string()
    .max(10)
    .regex(/^[1-9][0-9]{0,9}$/, { error: `must be a positive integer ${what}` })
    .transform(Number)
    .pipe(z.number().max(MAX_INT, { error: `must be a positive integer ${what}` }));

export const getMetaQuerySchema = z.object({ page: positiveIntText('page id').optional() });

export const pageParamsSchema = z.object({ id: positiveIntText('page id') });
export const pageVersionParamsSchema = z.object({ id: positiveIntText('page id'), version: positiveIntText('version') });

export const rollbackRequestSchema = z.object({
  version: z.union([z.number().int().positive().max(MAX_INT), positiveIntText('version')]),
}).meta({ examples: [{ version: 3 }] });
export type RollbackRequest = z.input<typeof rollbackRequestSchema>;

/** What PUT takes: any JSON object; it is checked by validateDefinition, whose errors name their paths. */
export const putPageRequestSchema = z
  .record(z.string().max(64), z.unknown())
  .describe('A page definition (docs/page-definitions.md); `id` may be left out, it then comes from the path')
  .meta({ examples: [PAGE_DEFINITION_EXAMPLE] });

export const definitionIssueSchema = z.object({
  path: z.string(), message: z.string(), key: z.string().optional(), args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const savedPageSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  warnings: z.array(definitionIssueSchema),
}).meta({ examples: [{ id: 70, version: 4, warnings: [{ path: 'schema.1.default', message: 'a Date default is ignored by the form' }] }] });
export type SavedPage = z.output<typeof savedPageSchema>;

export const invalidPageDefinitionSchema = z.object({
  errors: z.array(definitionIssueSchema),
  warnings: z.array(definitionIssueSchema),
});
export type InvalidPageDefinition = z.output<typeof invalidPageDefinitionSchema>;

export const pageVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  /** The user who wrote it; null for the seed. */
  createdBy: z.number().int().nullable(),
  /** That user's full name; null for the seed. */
  createdByName: z.string().nullable(),
  /** The version this one restored, when written by a rollback. */
  restoredFrom: z.number().int().nullable(),
  /** Its definition is the page's current one (the newest version, and any it equals): rolling back to it changes nothing. */
  sameAsCurrent: z.boolean(),
}).meta({ examples: [{ version: 4, createdAt: '2026-11-20T09:30:00.000Z', createdBy: 5, createdByName: 'Phạm Quốc Dũng', restoredFrom: null, sameAsCurrent: true }] });
export type PageVersion = z.output<typeof pageVersionSchema>;

export const pageVersionDetailSchema = pageVersionSchema.extend({ definition: pageDefinitionSchema }).meta({
  examples: [{
    version: 4, createdAt: '2026-11-20T09:30:00.000Z', createdBy: 5, createdByName: 'Phạm Quốc Dũng', restoredFrom: null, sameAsCurrent: true,
    definition: PAGE_DEFINITION_EXAMPLE,
  }],
});
export type PageVersionDetail = z.output<typeof pageVersionDetailSchema>;

/** One definition with `page`, the list without. */
export const getMetaDataSchema = z.union([pageDefinitionSchema, z.array(pageDefinitionSchema)]);
/** GET /api/admin/pages (staff): every stored page, whatever its action. */
export const allPagesSchema = z.array(pageDefinitionSchema);
export const ALL_PAGES_PATH = '/api/admin/pages';
