import { type SQL, eq, sql } from 'drizzle-orm';
import type { PageDefinition } from '../../src/api/pageDefinition';
import { definitionIn } from './storedDefinition';
import type { Db } from '../db/client';
import { pageDefinitions, records } from '../db/schema';
import type { ModelSchema } from './fields';

/**
 * Model fields (SingleModel, SelectModel, ArrayModel) store ids; the user reads the referenced record's `name`
 * (src/dynamic/views/ModelValue.tsx). Sorting and exports must use that name too, so the server needs to know
 * which model each such field refers to: the model of the api the widget calls (field.api of its page, or of the
 * page field.pageId names, else that page's list api), when that api is a record store url.
 */

/** The model of a page api whose url is a record store url, or null. */
const RECORDS_URL = /^\/api\/records\/([A-Za-z0-9_~.-]+)$/;

/** Field name → the model its ids are records of. */
export type References = ReadonlyMap<string, string>;

const REFERENCE_KINDS = new Set(['modelId', 'idList']);

export const modelOfApi = (page: PageDefinition, apiName: string | undefined): string | null => {
  const api = page.apis.find((candidate) => candidate.name === apiName) ?? (apiName === undefined ? page.apis.find((candidate) => candidate.type === 'list') : undefined);
  const match = api ? RECORDS_URL.exec(api.url.split('?')[0]) : null;
  return match ? match[1] : null;
};

export const referencesOf = async (db: Db, schema: ModelSchema): Promise<References> => {
  const references = new Map<string, string>();
  for (const [name, { field, kind }] of schema.fields) {
    if (!REFERENCE_KINDS.has(kind) || field.widget === 'SelectMutilple') continue;
    let owner: PageDefinition | null = schema.definition;
    if (field.pageId !== undefined) {
      const [row] = await db.select({ definition: pageDefinitions.definition }).from(pageDefinitions).where(eq(pageDefinitions.id, Number(field.pageId)));
      owner = row ? definitionIn(row.definition) : null;
    }
    const model = owner ? modelOfApi(owner, field.api) : null;
    if (model) references.set(name, model);
  }
  return references;
};

/** The language a multi-language name is read in (Vietnamese when it has none in this one). */
export type NameLocale = 'vi' | 'en';

/** A referenced record's name as text: a plain name, or a multi-language one in `locale` (else Vietnamese). */
export const nameText = (name: unknown, locale: NameLocale): string | null => {
  if (typeof name === 'string' || typeof name === 'number') return String(name);
  if (name !== null && typeof name === 'object' && !Array.isArray(name)) {
    const byLanguage = name as Record<string, unknown>;
    const text = byLanguage[locale] ?? byLanguage.vi ?? Object.values(byLanguage)[0];
    return typeof text === 'string' ? text : null;
  }
  return null;
};

/**
 * SQL for the name shown for a model field of the row being sorted: the first referenced record's name (of the
 * same owner), lower-cased so that case does not split the order; null when unset or gone (sorted last).
 */
export const referenceNameSql = (field: string, model: string): SQL => {
  const ref = sql.raw('"ref"');
  const value = sql`${records.data} -> ${field}::text`;
  const firstId = sql`(case when jsonb_typeof(${value}) = 'array' then ${value} ->> 0 else ${records.data} ->> ${field}::text end)`;
  const name = sql`coalesce(${ref}.data #>> '{name,vi}', ${ref}.data ->> 'name')`;
  return sql`(select lower(${name}) from ${records} as ${ref} where ${ref}.owner_id = ${records.ownerId} and ${ref}.model = ${model}::text and ${ref}.id::text = ${firstId} limit 1)`;
};

/** The names of `ids` in `model`, of the owner: id (as text) → name. */
export const namesOf = async (db: Db, ownerId: number, model: string, ids: readonly string[], locale: NameLocale): Promise<Map<string, string>> => {
  const numeric = [...new Set(ids)].filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (numeric.length === 0) return new Map();
  const rows = await db.select({ id: records.id, name: sql<unknown>`${records.data} -> 'name'` }).from(records)
    .where(sql`${records.ownerId} = ${ownerId} and ${records.model} = ${model}::text and ${records.id} in (${sql.join(numeric.map((id) => sql`${id}::bigint`), sql`, `)})`);
  const names = new Map<string, string>();
  for (const row of rows) {
    const text = nameText(row.name, locale);
    if (text !== null) names.set(String(row.id), text);
  }
  return names;
};
