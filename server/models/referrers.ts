import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import type { PageDefinition, TextLanguage } from '../../src/api/pageDefinition';
import { definitionIn } from './storedDefinition';
import { MODEL_WIDGETS } from '../../src/api/pageDefinition';
import type { Db } from '../db/client';
import { pageDefinitions, records } from '../db/schema';
import { kindOf } from './fields';

/** A model field of another definition that holds ids of `model`'s records. */
interface ReferringField {
  model: string;
  /** The referring page's name: what the refusal calls the kind of record that still refers. */
  kind: string;
  field: string;
  list: boolean;
}

/** The model a picker api reads: `/api/records/<model>` (a query or a further segment aside). */
const RECORDS_URL = /^\/api\/records\/([^/?#]+)/;

/**
 * Every field, across all definitions, whose picker lists `model`'s records: a model widget (SingleModel,
 * SelectModel, ArrayModel, SelectMutilple without items) whose `api` reads /api/records/<model>.
 */
export const referringFields = (definitions: readonly PageDefinition[], model: string): ReferringField[] =>
  definitions.flatMap((definition) => {
    const resource = definition.resource;
    if (!resource) return [];
    return definition.schema.flatMap((field) => {
      const kind = kindOf(field);
      if (!MODEL_WIDGETS.has(field.widget) || (kind !== 'modelId' && kind !== 'idList')) return [];
      const url = definition.apis.find((api) => api.name === field.api)?.url;
      if (RECORDS_URL.exec(url ?? '')?.[1] !== model) return [];
      return [{ model: resource, kind: definition.name, field: field.field, list: kind === 'idList' }];
    });
  });

/** Ids are stored as sent (a number, or a numeric string): match both. */
const holds = ({ field, list }: ReferringField, id: number): SQL => {
  const value = sql`${records.data} -> ${field}`;
  return list
    ? sql`(${value} @> ${JSON.stringify([id])}::jsonb or ${value} @> ${JSON.stringify([String(id)])}::jsonb)`
    : sql`(${records.data} ->> ${field}) = ${String(id)}`;
};

export interface Referrers {
  /** Records of other models that still hold the id. */
  count: number;
  /** The referring pages' names, in order of first finding. */
  kinds: string[];
}

/** How many of the owner's records still hold `id` of `model` in a model field, and of which kinds (page names in `language`). */
export const countReferrers = async (db: Db, ownerId: number, model: string, id: number, language: TextLanguage = 'en'): Promise<Referrers> => {
  const rows = await db.select({ definition: pageDefinitions.definition }).from(pageDefinitions);
  const fields = referringFields(rows.map((row) => definitionIn(row.definition, language)), model);
  let count = 0;
  const kinds: string[] = [];
  const byModel = new Map<string, ReferringField[]>();
  for (const field of fields) byModel.set(field.model, [...(byModel.get(field.model) ?? []), field]);
  for (const [referring, its] of byModel) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(records)
      .where(and(eq(records.ownerId, ownerId), eq(records.model, referring), or(...its.map((field) => holds(field, id)))));
    if (n > 0) {
      count += n;
      kinds.push(its[0].kind);
    }
  }
  return { count, kinds };
};
