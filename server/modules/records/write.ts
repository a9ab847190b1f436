import { RECORD_LIMITS, RECORD_MESSAGES, SYSTEM_FIELDS, type RecordError, type RecordInput } from '../../../src/api/records';
import { compileHideExpression } from '../../../src/core/expression';
import { AppError } from '../../http/envelope';
import { fieldError, shown, valueError } from '../../models/errors';
import { isList, labelOf, type ModelSchema } from '../../models/fields';
import { ValueProblem, isEmpty, normaliseValue } from '../../models/values';
import { requireRules } from './rules';

/** A record ready to store, but for its new passwords (still plain: the caller hashes them) and captchas to verify. */
export interface PreparedWrite {
  data: Record<string, unknown>;
  /** Fields of `data` holding a new plain password. */
  passwords: string[];
  /** Captcha answers ('captchaId,text') of visible Captcha fields: verified by the caller, never stored. */
  captchas: { field: string; answer: string }[];
}

const isSystem = (key: string) => (SYSTEM_FIELDS as readonly string[]).includes(key);
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** `hideExpression` against the record as it will be; a broken one never hides its field (as in the app). */
const isHidden = (source: string | undefined, values: Record<string, unknown>): boolean => {
  if (source === undefined) return false;
  const compiled = compileHideExpression(source);
  return compiled.ok && compiled.isHidden(values);
};

/**
 * On update, what the body may change: a field declared `disabled` keeps its stored value whatever is sent (the
 * sync and block calls set such fields). On create the body is taken whole: links prefill disabled fields
 * (page 45's `voucher`).
 */
const writable = (schema: ModelSchema, body: RecordInput, updating: boolean): RecordInput =>
  updating ? Object.fromEntries(Object.entries(body).filter(([name]) => schema.fields.get(name)?.field.disabled !== true)) : body;

/** Keys of the stored record that the definition does not declare (set by other calls, or by an older schema). */
const undeclared = (schema: ModelSchema, data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([name]) => !schema.fields.has(name) && !isSystem(name)));

/**
 * The server's copy of the form rules (spec §5): unknown fields refused; on create, defaults for undefined fields;
 * the body merged over the stored record, but for disabled fields; fields hidden by their `hideExpression`
 * dropped and never required; each visible value checked by its widget; required visible fields present; stored
 * keys the definition does not declare kept; the definition's rules but `unique` hold (`today`: the business date).
 * Throws the 400 that names the field.
 */
export const prepareWrite = (
  schema: ModelSchema, sent: RecordInput, stored: { id: number; data: Record<string, unknown> } | null, today: string,
): PreparedWrite => {
  const model = schema.definition.resource ?? String(schema.definition.id);
  for (const key of Object.keys(sent)) {
    if (!isSystem(key) && !schema.fields.has(key)) throw fieldError(key, `${shown(key)} is not a field of ${model}`);
  }
  const body = writable(schema, sent, stored !== null);
  const merged: Record<string, unknown> = {};
  for (const [name, { field, kind }] of schema.fields) {
    if (has(body, name)) merged[name] = body[name];
    else if (stored && has(stored.data, name)) merged[name] = stored.data[name];
    else if (!stored && field.default !== undefined && kind !== 'password' && kind !== 'captcha') merged[name] = field.default;
  }
  const values = stored ? { ...merged, id: stored.id } : merged;

  const prepared: PreparedWrite = { data: {}, passwords: [], captchas: [] };
  const missing: RecordError['errors'] = [];
  for (const [name, { field, kind }] of schema.fields) {
    if (kind === 'none' || isHidden(field.hideExpression, values)) continue;
    const given = has(body, name) ? body[name] : undefined;
    let value: unknown;
    if (kind === 'password' && isEmpty(given)) {
      // An update without the password keeps the stored hash.
      value = stored?.data[name];
    } else if (kind === 'captcha') {
      value = given;
    } else if (has(body, name) || !stored) {
      value = isEmpty(merged[name]) ? undefined : merged[name];
    } else {
      value = stored.data[name];
    }
    if (isEmpty(value) || (field.required === true && isList(kind) && Array.isArray(value) && value.length === 0)) {
      // A required list with nothing in it is as missing as no value: the picker's "nothing chosen".
      if (field.required === true) missing.push({ field: name, message: `${labelOf(field)} is required!` });
      continue;
    }
    if (value !== stored?.data[name] || has(body, name)) {
      try {
        value = normaliseValue(schema.definition, field, kind, value);
      } catch (error) {
        if (!(error instanceof ValueProblem)) throw error;
        throw valueError(`${name}${error.path}`, labelOf(field), error);
      }
    }
    if (kind === 'captcha') prepared.captchas.push({ field: name, answer: value as string });
    else prepared.data[name] = value;
    if (kind === 'password' && !isEmpty(given)) prepared.passwords.push(name);
  }
  if (missing.length > 0) {
    throw new AppError(400, RECORD_MESSAGES.fieldRequired, { data: { field: missing[0].field, errors: missing } satisfies RecordError });
  }
  requireRules(schema, prepared.data, stored === null, today);
  if (stored) prepared.data = { ...undeclared(schema, stored.data), ...prepared.data };
  const size = Buffer.byteLength(JSON.stringify(prepared.data));
  if (size > RECORD_LIMITS.recordBytes) {
    const largest = Object.entries(prepared.data)
      .map(([name, value]) => ({ name, size: Buffer.byteLength(JSON.stringify(value)) }))
      .sort((a, b) => b.size - a.size)[0];
    throw fieldError(largest.name, `the record is ${size} bytes; at most ${RECORD_LIMITS.recordBytes} are allowed`);
  }
  return prepared;
};
