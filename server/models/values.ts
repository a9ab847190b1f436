import { type FieldDefinition, type PageDefinition, isTableColumn } from '../../src/api/pageDefinition';
import { RECORD_LIMITS, type ValueProblemArgs, type ValueProblemKind, valueProblemText } from '../../src/api/records';
import { OWN_FILE_ID } from '../../src/core/fileLinks';
import { isSafeImageUrl } from '../../src/core/imageUrl';
import { parseLatLng } from '../../src/core/latLng';
import { type PhoneProblem, readVnMobile } from '../../src/core/phone';
import { isPlainObject } from '../../src/core/isPlainObject';
import type { FieldKind } from './fields';
import { sanitizeRichText } from './richText';

/**
 * What is wrong with a value; `path` is below the field (`[2].maxPerDay`) when the fault is inside it. `kind` and
 * `args` say it as a key the app translates (VALUE_PROBLEMS); the message is its English text.
 */
export class ValueProblem extends Error {
  constructor(message: string, readonly path = '', readonly kind?: ValueProblemKind, readonly args?: ValueProblemArgs) {
    super(message);
    this.name = 'ValueProblem';
  }
}

const problem = (kind: ValueProblemKind, args?: ValueProblemArgs, path = ''): never => {
  throw new ValueProblem(valueProblemText(kind, args), path, kind, args);
};

/** Runs `normalise`, putting `path` in front of the path of its problem. */
const within = <T>(path: string, normalise: () => T): T => {
  try {
    return normalise();
  } catch (error) {
    if (error instanceof ValueProblem) throw new ValueProblem(error.message, `${path}${error.path}`, error.kind, error.args);
    throw error;
  }
};

/** Spec §5: null, undefined and '' are no value. */
export const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

const text = (value: unknown, max: number): string => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return problem('text');
  const normalised = value.normalize('NFC');
  return normalised.length <= max ? normalised : problem('tooLong', { max });
};

const number = (value: unknown): number => {
  const parsed = typeof value === 'string' && /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : problem('number');
};

/** Ids are numeric whenever they can be, as the app sends them (spec §7): '12' → 12; other short strings stay. */
export const modelId = (value: unknown): number | string => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  if (typeof value === 'string' && /^[A-Za-z0-9_.:-]{1,100}$/.test(value)) return value;
  return problem('recordId');
};

const list = (value: unknown): unknown[] => {
  if (!Array.isArray(value)) return problem('list');
  return value.length <= RECORD_LIMITS.listItems ? value : problem('tooMany', { max: RECORD_LIMITS.listItems });
};

const eachOf = <T>(value: unknown, normalise: (item: unknown) => T): T[] =>
  list(value).map((item, index) => within(`[${index}]`, () => normalise(item)));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const date = (value: unknown): string => {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return problem('date');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? (value as string) : problem('date');
};

const time = (value: unknown): string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : problem('time');

const location = (value: unknown): string =>
  parseLatLng(value) ? (value as string).replace(/\s+/g, '') : problem('location');

/** An uploaded image's address: https, or exactly `/api/file/<uuid v4>` of our own store (imageUrl.ts). */
const imageUrl = (value: unknown): string =>
  isSafeImageUrl(value) ? value : problem('image');

/** An uploaded file's id (`created[0].id`, a uuid v4); whose file it is, the record store checks next. */
const fileId = (value: unknown): string =>
  typeof value === 'string' && OWN_FILE_ID.test(value) ? value : problem('file');

/** The item key a value names (keys may be numbers or booleans; a form may send them as text). */
const optionKey = (field: FieldDefinition, value: unknown): string | number | boolean => {
  for (const item of field.items ?? []) {
    if (isTableColumn(item)) continue;
    if (item.key === value || (typeof value !== 'object' && String(item.key) === String(value))) return item.key;
  }
  return problem('option');
};

const isRichWidget = (field: FieldDefinition): boolean => field.widget === 'RichText' || field.widget === 'CkEditorSchema';

const languages = (definition: PageDefinition, field: FieldDefinition, value: unknown): Record<string, string> => {
  const rich = isRichWidget(field);
  const max = field.widget === 'TextArea' ? RECORD_LIMITS.longText : RECORD_LIMITS.text;
  if (!isPlainObject(value)) return problem('languages');
  const codes = new Set(definition.languages.map(({ code }) => code));
  const result: Record<string, string> = {};
  for (const [code, translation] of Object.entries(value)) {
    if (!codes.has(code)) problem('language', { code: JSON.stringify(code.slice(0, 20)), codes: [...codes].join(', ') }, `.${code.slice(0, 20)}`);
    if (isEmpty(translation)) continue;
    result[code] = within(`.${code}`, () => (rich ? sanitizeRichText(text(translation, max)) : text(translation, max)));
  }
  return result;
};

const cell = (dataType: string, value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  switch (dataType) {
    case 'number':
      return Number.isSafeInteger(value) ? value : problem('wholeNumber');
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) ? value : problem('number');
    case 'boolean':
      return typeof value === 'boolean' ? value : problem('trueFalse');
    case 'array':
      return eachOf(value, (item) => (typeof item === 'string' || typeof item === 'number' ? item : problem('textOrNumber')));
    default:
      return text(value, RECORD_LIMITS.text);
  }
};

/** Rows of a TableSchema / TableGenerate: objects whose keys are its columns (TableSchema rows add `order`, `date`). */
const table = (field: FieldDefinition, value: unknown): Record<string, unknown>[] => {
  const columns = new Map<string, string>();
  if (field.widget === 'TableSchema') {
    columns.set('order', 'float');
    columns.set('date', 'string');
  }
  for (const item of field.items ?? []) if (isTableColumn(item)) columns.set(item.field, item.dataType);
  return eachOf(value, (row) => {
    if (!isPlainObject(row)) return problem('row');
    const result: Record<string, unknown> = {};
    for (const [key, cellValue] of Object.entries(row)) {
      const dataType = columns.get(key) ?? problem('column', { table: field.field }, `.${key.slice(0, 64)}`);
      result[key] = within(`.${key}`, () => cell(dataType, cellValue));
    }
    return result;
  });
};

const PHONE_PROBLEM_KINDS: Record<Exclude<PhoneProblem, 'empty'>, ValueProblemKind> = {
  notANumber: 'phoneNotANumber', wrongLength: 'phoneWrongLength', notMobilePrefix: 'phoneNotMobile',
};

/** A Vietnamese mobile number in its stored 10-digit form (src/core/phone.ts). */
const phone = (value: unknown): string => {
  const reading = readVnMobile(text(value, 100));
  if (reading.ok) return reading.phone;
  return reading.problem === 'empty' ? problem('phoneNotANumber') : problem(PHONE_PROBLEM_KINDS[reading.problem]);
};

/** Any JSON of a widget the store does not know: kept as it is, within the record's size cap. */
const anyJson = (value: unknown): unknown => (typeof value === 'string' ? text(value, RECORD_LIMITS.longText) : value);

/**
 * The stored form of a non-empty value of a field, or a ValueProblem. Password and Captcha values are checked
 * for shape only: the caller hashes the one and verifies the other.
 */
export const normaliseValue = (definition: PageDefinition, field: FieldDefinition, kind: FieldKind, value: unknown): unknown => {
  switch (kind) {
    case 'text':
      return text(value, RECORD_LIMITS.text);
    case 'longText':
      return text(value, RECORD_LIMITS.longText);
    case 'richText':
      // Stored sanitised, on the allow-list the app also shows it through: other readers of the API get safe markup.
      return sanitizeRichText(text(value, RECORD_LIMITS.richText));
    case 'number':
      return number(value);
    case 'money': {
      // Integer đồng (VND has no minor unit).
      const amount = number(value);
      return Number.isSafeInteger(amount) ? amount : problem('wholeNumber');
    }
    case 'password':
      return typeof value === 'string' && value.length <= 128 ? value : problem('password');
    case 'captcha':
      return typeof value === 'string' && value.length <= 200 ? value : problem('captcha');
    case 'enum':
      return optionKey(field, value);
    case 'checkbox':
      return typeof value === 'boolean' ? value : problem('trueFalse');
    case 'date':
      return date(value);
    case 'time':
      return time(value);
    case 'location':
      return location(value);
    case 'modelId':
      return modelId(value);
    case 'idList':
      return eachOf(value, modelId);
    case 'options':
      return eachOf(value, (item) => optionKey(field, item));
    case 'image':
      return imageUrl(value);
    case 'images':
      return eachOf(value, imageUrl);
    case 'file':
      return fileId(value);
    case 'table':
      return table(field, value);
    case 'languages':
      return languages(definition, field, value);
    case 'phone':
      return phone(value);
    case 'code':
      return text(value, RECORD_LIMITS.text).trim();
    default:
      return anyJson(value);
  }
};
