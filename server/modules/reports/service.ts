import { type SQL, and, eq, sql } from 'drizzle-orm';
import { RECORD_LIMITS } from '../../../src/api/records';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { modelDefinition } from '../../models/access';
import { fieldError, shown } from '../../models/errors';
import { type ModelField, type ModelSchema, isSecret, labelOf, modelSchemaOf } from '../../models/fields';
import { parseFilters, parseSort } from '../../models/query';
import { type NameLocale, type References, namesOf, referencesOf } from '../../models/references';
import { cellOf } from '../../exportJobs/cells';
import { CSV_BOM, csvRow } from '../../exportJobs/csv';

/** Query parameters every call may carry (spec §7: page, api; report URLs add accesstoken): never filters. */
const IGNORED_PARAMS = new Set(['page', 'api', 'accesstoken']);
/**
 * What the list screen sends so that the export is what the user sees: its filters (`queryInput`, as the list
 * call's), its sort (`sort`), its visible columns (`columns`, comma-separated) and its language (`locale`).
 */
const VIEW_PARAMS = new Set(['queryInput', 'sort', 'columns', 'locale']);
const BATCH = 1_000;

interface Column {
  name: string;
  label: string;
  model?: ModelField;
}

const columnOf = (schema: ModelSchema, name: string): Column | null => {
  if (name === 'id') return { name, label: 'ID' };
  const model = schema.fields.get(name);
  return model && !isSecret(model.kind) ? { name, label: labelOf(model.field), model } : null;
};

/** The columns the list shows (else its declared columns, else every field that may be shown); never a secret. */
const columnsOf = (schema: ModelSchema, asked: string | undefined): Column[] => {
  if (asked !== undefined && asked.trim() !== '') {
    return asked.split(',').map((name) => name.trim()).filter((name) => name !== '').map((name) => {
      const column = columnOf(schema, name);
      if (!column) throw fieldError('columns', `columns: ${shown(name)} is not a column of ${schema.definition.resource ?? schema.definition.id}`);
      return column;
    });
  }
  const names = schema.definition.list?.columns ?? schema.visible;
  return names.flatMap((name) => columnOf(schema, name) ?? []);
};

/** `?field=value` → the equality filters of the list contract; repeated → any of; empty → no filter. */
const equalityFilters = (schema: ModelSchema, query: Record<string, unknown>) => {
  const filters: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (IGNORED_PARAMS.has(name) || VIEW_PARAMS.has(name)) continue;
    const model = schema.fields.get(name);
    if (name !== 'id' && (!model || isSecret(model.kind))) {
      throw fieldError(name, `${shown(name)} is not a field of ${schema.definition.resource ?? schema.definition.id}`);
    }
    const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== '' && value !== undefined);
    if (values.length === 0) continue;
    const typed = values.map((value) => (model?.kind === 'checkbox' && (value === 'true' || value === 'false') ? value === 'true' : value));
    filters[name] = typed.length === 1 ? typed[0] : { in: typed };
  }
  return parseFilters(schema, filters);
};

/** A JSON parameter (queryInput, sort) as sent in a url; absent or blank → undefined. */
const jsonParam = (query: Record<string, unknown>, name: string): unknown => {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw fieldError(name, `${name} must be given once, as JSON`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw fieldError(name, `${name} must be JSON`);
  }
};

const textParam = (query: Record<string, unknown>, name: string): string | undefined => {
  const raw = query[name];
  if (raw !== undefined && typeof raw !== 'string') throw fieldError(name, `${name} must be given once`);
  return raw;
};

const localeOf = (query: Record<string, unknown>): NameLocale => {
  const raw = textParam(query, 'locale');
  if (raw === undefined || raw === '' || raw === 'vi') return 'vi';
  if (raw === 'en') return 'en';
  throw fieldError('locale', 'locale must be vi or en');
};

/** Sort by id when the list sent none: a report's rows in the order they were made. */
const sortOf = (query: Record<string, unknown>): unknown => jsonParam(query, 'sort') ?? [{ id: 'asc' }];

export interface Report {
  filename: string;
  /** How many rows the CSV holds (at most RECORD_LIMITS.reportRows), known before the first byte. */
  rows: number;
  /** The CSV text, piece by piece: the BOM and header first, then rows in the list's order. */
  lines: AsyncGenerator<string>;
}

type Row = { id: number; data: unknown };

export const createReportService = (db: Db, now: () => Date) => {
  /** The names the batch's model fields refer to, per column: one query per referenced model. */
  const batchNames = async (batch: Row[], columns: Column[], references: References, ownerId: number, locale: NameLocale) => {
    const names = new Map<string, ReadonlyMap<string, string>>();
    for (const { name } of columns) {
      const model = references.get(name);
      if (model === undefined) continue;
      const ids = batch.flatMap((row) => {
        const value = ((row.data ?? {}) as Record<string, unknown>)[name];
        return (Array.isArray(value) ? value : [value]).filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
      });
      names.set(name, await namesOf(db, ownerId, model, ids, locale));
    }
    return names;
  };

  return {
    /** Checks everything before the first byte: an error is still a JSON answer. */
    async report(model: string, query: Record<string, unknown>, auth: AuthContext): Promise<Report> {
      const locale = localeOf(query);
      const schema = modelSchemaOf(await modelDefinition(db, model, auth, locale));
      const columns = columnsOf(schema, textParam(query, 'columns'));
      const references = await referencesOf(db, schema);
      const conditions: SQL[] = [...equalityFilters(schema, query), ...parseFilters(schema, jsonParam(query, 'queryInput'))];
      const order = parseSort(schema, sortOf(query), references);
      const where = and(eq(records.ownerId, auth.ownerId), eq(records.model, model), ...conditions);
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(records).where(where);
      const total = Math.min(count, RECORD_LIMITS.reportRows);
      // Pages of the list's order (ties broken by id, so no row is written twice).
      const batchAt = (skip: number): Promise<Row[]> => db.select({ id: records.id, data: records.data }).from(records)
        .where(where).orderBy(...order).limit(Math.min(BATCH, total - skip)).offset(skip);
      // The first query runs before the first byte: a query that fails is still a JSON answer, not a cut-off CSV.
      const first = total > 0 ? await batchAt(0) : [];
      async function* lines(): AsyncGenerator<string> {
        yield CSV_BOM + csvRow(columns.map(({ label }) => label));
        let batch = first;
        let written = 0;
        while (batch.length > 0) {
          const names = await batchNames(batch, columns, references, auth.ownerId, locale);
          let chunk = '';
          for (const row of batch) {
            const data = (row.data ?? {}) as Record<string, unknown>;
            chunk += csvRow(columns.map(({ name, model: field }) =>
              (name === 'id' ? row.id : cellOf(data[name], field, { locale, names: names.get(name) }))));
          }
          yield chunk;
          written += batch.length;
          if (written >= total) return;
          batch = await batchAt(written);
        }
      }
      const day = now().toISOString().slice(0, 10).replace(/-/g, '');
      return { filename: `${model}-${day}.csv`, rows: total, lines: lines() };
    },
  };
};
