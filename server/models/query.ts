import { type SQL, sql } from 'drizzle-orm';
import { RECORD_LIMITS, type RecordSort } from '../../src/api/records';
import { records } from '../db/schema';
import { wireId } from '../../src/core/ids';
import { isPlainObject } from '../../src/core/isPlainObject';
import { isReservedKey } from '../../src/core/keys';
import { fieldError, shown } from './errors';
import { type ModelField, type ModelSchema, isList, isSecret, labelOf } from './fields';
import { FOLD_FROM, FOLD_TO, MARKED_LOWER, MARKED_UPPER, containsPattern, foldVietnamese, hasVietnameseMarks, lowerSearchText } from './fold';
import { type References, referenceNameSql } from './references';
import { ValueProblem, normaliseValue } from './values';

/**
 * The list contract of spec §7 (select, sort, queryInput) turned into SQL. Field names are checked against the
 * page's schema and reach SQL only as bound parameters (`data -> $1`); operators and directions are constants.
 */

type SystemField = 'id' | 'createdAt' | 'updatedAt';
type Target = { system: SystemField } | { name: string; model: ModelField } | { path: string; head: string; model: ModelField };

const SYSTEM_COLUMNS: Record<SystemField, SQL> = {
  id: sql`${records.id}`,
  createdAt: sql`${records.createdAt}`,
  updatedAt: sql`${records.updatedAt}`,
};

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

const modelName = (schema: ModelSchema) => schema.definition.resource ?? String(schema.definition.id);

/** A part of a dotted name ('name.vi', 'address.province'): a plain key, never `__proto__` and the like. */
const PATH_PART = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_PATH_PARTS = 4;

/** 'name.vi' → ['name', 'vi'] when every part is a plain key; null otherwise. */
const dottedParts = (name: string): string[] | null => {
  const parts = name.split('.');
  const plain = parts.every((part) => PATH_PART.test(part) && !isReservedKey(part));
  return parts.length > 1 && parts.length <= MAX_PATH_PARTS && plain ? parts : null;
};

/**
 * A declared field, a system one, or a dotted path inside a declared field (spec §3 modelSelectField columns such
 * as 'name.vi'); anything else, or a Password or Captcha field, → 400 naming it.
 */
const target = (schema: ModelSchema, name: string, param: string): Target => {
  if (name === 'id' || name === 'createdAt' || name === 'updatedAt') return { system: name };
  const parts = schema.fields.has(name) ? null : dottedParts(name);
  const head = parts ? parts[0] : name;
  const model = schema.fields.get(head);
  if (!model) throw fieldError(name, `${param}: ${shown(name)} is not a field of ${modelName(schema)}`);
  if (isSecret(model.kind)) throw fieldError(name, `${param}: ${shown(head)} is a ${model.field.widget} field, which cannot be read`);
  // The path reaches SQL as one bound text[] parameter; its parts are plain keys (checked above).
  return parts ? { path: `{${parts.join(',')}}`, head, model } : { name, model };
};

const json = (name: string) => sql`(${records.data} -> ${name}::text)`;
const text = (name: string) => sql`(${records.data} ->> ${name}::text)`;
const jsonAt = (path: string) => sql`(${records.data} #> ${path}::text[])`;
const textAt = (path: string) => sql`(${records.data} #>> ${path}::text[])`;

// ---- select ----

export interface Selection {
  fields: string[];
  createdAt: boolean;
  updatedAt: boolean;
}

/** `a,b,c`: declared fields (Password and Captcha ones are left out), `id`, `createdAt`, `updatedAt`. */
export const parseSelect = (schema: ModelSchema, select: string | undefined): Selection => {
  const names = (select ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return { fields: [...schema.visible], createdAt: false, updatedAt: false };
  const selection: Selection = { fields: [], createdAt: false, updatedAt: false };
  for (const name of names.slice(0, 200)) {
    if (name === 'createdAt' || name === 'updatedAt') selection[name] = true;
    else if (name === 'id') continue;
    else {
      // A dotted column ('name.vi') selects its whole field; the client reads the part it shows.
      const parts = schema.fields.has(name) ? null : dottedParts(name);
      const field = parts ? parts[0] : name;
      const model = schema.fields.get(field);
      if (!model) {
        throw fieldError(name, `select: ${shown(name)} is not a field of ${modelName(schema)}`);
      }
      if (!isSecret(model.kind) && !selection.fields.includes(field)) selection.fields.push(field);
    }
  }
  return selection;
};

// ---- sort ----

const DIRECTIONS = { asc: sql.raw('asc'), desc: sql.raw('desc') } as const;

/**
 * `[{ field: 'asc' | 'desc' }]`, at most RECORD_LIMITS.maxSort; default newest first. Ties are broken by id.
 * A model field in `references` sorts by the referenced record's name, which is what the list shows, not its id.
 */
export const parseSort = (schema: ModelSchema, sort: unknown, references: References = new Map()): SQL[] => {
  if (sort !== undefined && !Array.isArray(sort)) throw fieldError('sort', 'sort must be a JSON list of { field: "asc" | "desc" }');
  const entries = (sort as unknown[] | undefined) ?? [];
  if (entries.length > RECORD_LIMITS.maxSort) throw fieldError('sort', `sort takes at most ${RECORD_LIMITS.maxSort} fields`);
  const parsed: RecordSort = [];
  for (const entry of entries) {
    const keys = isPlainObject(entry) ? Object.keys(entry) : [];
    if (keys.length !== 1) throw fieldError('sort', 'each sort entry must be one { field: "asc" | "desc" }');
    const direction = entry as Record<string, unknown>;
    const order = typeof direction[keys[0]] === 'string' ? (direction[keys[0]] as string).toLowerCase() : '';
    if (order !== 'asc' && order !== 'desc') throw fieldError(keys[0], `sort: ${shown(keys[0])} must be "asc" or "desc"`);
    parsed.push({ [keys[0]]: order });
  }
  const order: SQL[] = [];
  let byId = false;
  for (const entry of parsed.length > 0 ? parsed : [{ id: 'desc' as const }]) {
    const [[name, direction]] = Object.entries(entry);
    const field = target(schema, name, 'sort');
    if ('system' in field) byId ||= field.system === 'id';
    const reference = 'name' in field ? references.get(field.name) : undefined;
    const column = 'system' in field ? SYSTEM_COLUMNS[field.system]
      : 'path' in field ? jsonAt(field.path)
        : reference !== undefined ? referenceNameSql(field.name, reference) : json(field.name);
    order.push(sql`${column} ${DIRECTIONS[direction]} nulls last`);
  }
  if (!byId) order.push(sql`${records.id} desc`);
  return order;
};

// ---- queryInput ----

const OPERATORS = ['contains', 'in', 'gte', 'lte'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

const fail = (message: string): never => {
  throw new ValueProblem(message);
};

/** A filter value in the form values of the field are stored in, as JSON text for a jsonb comparison. */
const storedForm = (schema: ModelSchema, name: string, model: ModelField, value: unknown): string => {
  if (!isScalar(value)) throw fieldError(name, `queryInput: ${shown(name)} takes a text, number or true/false value`);
  const { field, kind } = model;
  try {
    const normalised = isList(kind)
      ? (normaliseValue(schema.definition, field, kind, [value]) as unknown[])[0]
      : kind === 'languages' || kind === 'table'
        ? fail(`${labelOf(field)}: use { "contains": text } on this field`)
        : normaliseValue(schema.definition, field, kind, value);
    return JSON.stringify(normalised);
  } catch (error) {
    if (error instanceof ValueProblem) throw fieldError(name, `queryInput: ${labelOf(field)}: ${error.message}`);
    throw error;
  }
};

/**
 * Equality: a list field matches when one of its elements equals the value, or when it holds the value itself (a
 * record saved before its definition turned the field into a list, e.g. SingleModel → SelectModel).
 */
const equals = (name: string, model: ModelField, stored: string): SQL =>
  isList(model.kind)
    ? sql`(${json(name)} @> ${`[${stored}]`}::jsonb or ${json(name)} = ${stored}::jsonb)`
    : sql`${json(name)} = ${stored}::jsonb`;

/** The text a `contains` looks in: a multi-language value's translations, a list's JSON, a scalar's text. */
const searchable = (name: string, model: ModelField): SQL => {
  if (model.kind === 'languages') {
    return sql`(select string_agg(value, ' ') from jsonb_each_text(case when jsonb_typeof(${json(name)}) = 'object' then ${json(name)} else '{}'::jsonb end))`;
  }
  return sql`(case when jsonb_typeof(${json(name)}) = 'string' then ${text(name)} else ${json(name)}::text end)`;
};

const contains = (expression: SQL, value: unknown, name: string): SQL => {
  if (typeof value !== 'string' || value.length > RECORD_LIMITS.maxContains) {
    throw fieldError(name, `queryInput: ${shown(name)} { contains } takes a text of at most ${RECORD_LIMITS.maxContains} characters`);
  }
  // Typed with marks ('Ẩm'), the marks count ('Mua sắm' is not found); typed without ('am'), they do not.
  if (hasVietnameseMarks(value)) {
    return sql`translate(${expression}, ${MARKED_UPPER}::text, ${MARKED_LOWER}::text) ilike ${containsPattern(lowerSearchText(value))}::text escape '\\'`;
  }
  const pattern = containsPattern(foldVietnamese(value));
  return sql`translate(${expression}, ${FOLD_FROM}::text, ${FOLD_TO}::text) ilike ${pattern}::text escape '\\'`;
};

const inList = (value: unknown, name: string): unknown[] => {
  if (!Array.isArray(value) || value.length > RECORD_LIMITS.maxIn) {
    throw fieldError(name, `queryInput: ${shown(name)} { in } takes a list of at most ${RECORD_LIMITS.maxIn} values`);
  }
  return value;
};

const anyOf = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`);

const positiveId = (value: unknown, name: string): number => {
  const id = wireId(value);
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw fieldError(name, `queryInput: ${shown(name)} must be a numeric id`);
  return id;
};

const instant = (value: unknown, name: string): string => {
  const at = typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) throw fieldError(name, `queryInput: ${shown(name)} takes ISO dates`);
  return at.toISOString();
};

/** `gte` / `lte` on a stored field: numbers numerically, ISO dates and HH:mm times as text (same format sorts right). */
const bound = (name: string, model: ModelField, value: unknown, operator: '>=' | '<='): SQL => {
  const op = sql.raw(operator);
  const numeric = typeof value === 'number' || (model.kind === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
  if (numeric && Number.isFinite(Number(value))) {
    return sql`(case when jsonb_typeof(${json(name)}) = 'number' then (${text(name)})::numeric end) ${op} ${Number(value)}::numeric`;
  }
  if (typeof value === 'string' && (ISO_DATE.test(value) || TIME.test(value))) {
    return sql`(case when jsonb_typeof(${json(name)}) = 'string' then ${text(name)} end) collate "C" ${op} ${value}::text`;
  }
  throw fieldError(name, `queryInput: ${shown(name)} { gte, lte } take numbers or ISO dates`);
};

const systemFilter = (field: SystemField, name: string, filter: unknown): SQL[] => {
  const column = SYSTEM_COLUMNS[field];
  const value = field === 'id' ? (raw: unknown) => positiveId(raw, name) : (raw: unknown) => instant(raw, name);
  const cast = field === 'id' ? sql`::bigint` : sql`::timestamptz`;
  if (!isPlainObject(filter)) return [sql`${column} = ${value(filter)}${cast}`];
  const conditions: SQL[] = [];
  if (has(filter, 'contains')) throw fieldError(name, `queryInput: ${shown(name)} takes no { contains }`);
  if (has(filter, 'in')) conditions.push(anyOf(inList(filter.in, name).map((item) => sql`${column} = ${value(item)}${cast}`)));
  if (has(filter, 'gte')) conditions.push(sql`${column} >= ${value(filter.gte)}${cast}`);
  if (has(filter, 'lte')) conditions.push(sql`${column} <= ${value(filter.lte)}${cast}`);
  return conditions;
};

const fieldFilter = (schema: ModelSchema, name: string, model: ModelField, filter: unknown): SQL[] => {
  if (filter === null) return [sql`coalesce(${json(name)}, 'null'::jsonb) = 'null'::jsonb`];
  if (!isPlainObject(filter)) return [equals(name, model, storedForm(schema, name, model, filter))];
  const conditions: SQL[] = [];
  if (has(filter, 'contains')) conditions.push(contains(searchable(name, model), filter.contains, name));
  if (has(filter, 'in')) {
    conditions.push(anyOf(inList(filter.in, name).map((item) => equals(name, model, storedForm(schema, name, model, item)))));
  }
  if (has(filter, 'gte')) conditions.push(bound(name, model, filter.gte, '>='));
  if (has(filter, 'lte')) conditions.push(bound(name, model, filter.lte, '<='));
  return conditions;
};

/**
 * Inside a field ('name.vi'): a text, number or true/false value equals what is there, `{ contains }` searches its
 * text. What lies inside a field has no declared widget, so nothing else is taken.
 */
const pathFilter = (path: string, name: string, filter: unknown): SQL[] => {
  if (isScalar(filter)) return [sql`${jsonAt(path)} = ${JSON.stringify(filter)}::jsonb`];
  if (isPlainObject(filter) && Object.keys(filter).length === 1 && has(filter, 'contains')) {
    return [contains(sql`(case when jsonb_typeof(${jsonAt(path)}) = 'string' then ${textAt(path)} else ${jsonAt(path)}::text end)`, filter.contains, name)];
  }
  throw fieldError(name, `queryInput: ${shown(name)} is inside a field: it takes a text, number or true/false value or { contains }`);
};

/** `{ field: value | { contains } | { in } | { gte, lte } }` → conditions, all of which must hold. */
export const parseFilters = (schema: ModelSchema, queryInput: unknown): SQL[] => {
  if (queryInput === undefined) return [];
  if (!isPlainObject(queryInput)) throw fieldError('queryInput', 'queryInput must be a JSON object of filters');
  const conditions: SQL[] = [];
  for (const [name, filter] of Object.entries(queryInput)) {
    const field = target(schema, name, 'queryInput');
    if (isPlainObject(filter)) {
      const unknown = Object.keys(filter).find((key) => !(OPERATORS as readonly string[]).includes(key));
      if (unknown !== undefined || Object.keys(filter).length === 0) {
        throw fieldError(name, `queryInput: ${shown(name)} takes a value or { ${OPERATORS.join(', ')} }${unknown === undefined ? '' : `, not ${shown(unknown)}`}`);
      }
    }
    conditions.push(...(
      'system' in field ? systemFilter(field.system, name, filter)
        : 'path' in field ? pathFilter(field.path, name, filter)
          : fieldFilter(schema, name, field.model, filter)));
  }
  return conditions;
};
