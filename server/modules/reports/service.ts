import { and, asc, eq, gt } from 'drizzle-orm';
import { isTableColumn } from '../../../src/api/pageDefinition';
import { RECORD_LIMITS } from '../../../src/api/records';
import type { AuthContext } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { modelDefinition } from '../../models/access';
import { fieldError, shown } from '../../models/errors';
import { type ModelField, type ModelSchema, isSecret, labelOf, modelSchemaOf } from '../../models/fields';
import { parseFilters } from '../../models/query';
import { CSV_BOM, csvRow } from './csv';
import { isPlainObject } from '../../../src/core/isPlainObject';

/** Query parameters every call may carry (spec §7: page, api; report URLs add accesstoken): never filters. */
const IGNORED_PARAMS = new Set(['page', 'api', 'accesstoken']);
const BATCH = 1_000;

interface Column {
  name: string;
  label: string;
  model?: ModelField;
}

/** The list columns of the page, or every field that may be shown; never a Password or Captcha field. */
const columnsOf = (schema: ModelSchema): Column[] => {
  const names = schema.definition.list?.columns ?? schema.visible;
  return names.flatMap((name): Column[] => {
    if (name === 'id') return [{ name, label: 'ID' }];
    const model = schema.fields.get(name);
    return model && !isSecret(model.kind) ? [{ name, label: labelOf(model.field), model }] : [];
  });
};

/** What a person reads in a cell: an option's label, translations side by side, lists joined, tables as JSON. */
const cellOf = (value: unknown, model: ModelField | undefined): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (model?.kind === 'enum' || model?.kind === 'options') {
    const label = (key: unknown) => {
      const item = model.field.items?.find((candidate) => !isTableColumn(candidate) && candidate.key === key);
      return item && !isTableColumn(item) ? item.value : String(key);
    };
    return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  }
  if (model?.kind === 'languages' && isPlainObject(value)) return Object.values(value).map(String).join(' / ');
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** `?field=value` → the equality filters of the list contract; repeated → any of; empty → no filter. */
const filtersOf = (schema: ModelSchema, query: Record<string, unknown>) => {
  const filters: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (IGNORED_PARAMS.has(name)) continue;
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

export interface Report {
  filename: string;
  /** The CSV text, piece by piece: the BOM and header first, then rows in id order. */
  lines: AsyncGenerator<string>;
}

export const createReportService = (db: Db, now: () => Date) => ({
  /** Checks everything before the first byte: an error is still a JSON answer. */
  async report(model: string, query: Record<string, unknown>, auth: AuthContext): Promise<Report> {
    const schema = modelSchemaOf(await modelDefinition(db, model, auth));
    const columns = columnsOf(schema);
    const conditions = filtersOf(schema, query);
    const scope = [eq(records.ownerId, auth.ownerId), eq(records.model, model), ...conditions];
    const batchAfter = (after: number, written: number) => db.select({ id: records.id, data: records.data }).from(records)
      .where(and(...scope, gt(records.id, after))).orderBy(asc(records.id))
      .limit(Math.min(BATCH, RECORD_LIMITS.reportRows - written));
    // The first query runs before the first byte: a query that fails is still a JSON answer, not a cut-off CSV.
    const first = await batchAfter(0, 0);
    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(columns.map(({ label }) => label));
      let batch = first;
      let written = 0;
      while (batch.length > 0) {
        let chunk = '';
        for (const row of batch) {
          const data = (row.data ?? {}) as Record<string, unknown>;
          chunk += csvRow(columns.map(({ name, model: field }) => (name === 'id' ? row.id : cellOf(data[name], field))));
        }
        yield chunk;
        written += batch.length;
        if (written >= RECORD_LIMITS.reportRows) return;
        batch = await batchAfter(batch[batch.length - 1].id, written);
      }
    }
    const day = now().toISOString().slice(0, 10).replace(/-/g, '');
    return { filename: `${model}-${day}.csv`, lines: lines() };
  },
});
