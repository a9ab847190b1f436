import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';

export type Values = Record<string, unknown>;

const ACTIVE = 'active';
const INACTIVE = 'inactive';

/** Spec §3 "Record status": a field `status` shown as a Checkbox reads 'active' as checked, anything else as not. */
const isStatusCheckbox = (field: FieldDefinition) => field.field === 'status' && field.widget === 'Checkbox';

/**
 * The record as the form holds it. The only change is the status rule above: 'active' → true, any other value
 * (including none) → false; a boolean is kept. Other fields keep the record's values.
 */
export const formRecordOf = (page: PageDefinition, record: Values | null | undefined): Values => {
  const values: Values = { ...record };
  const status = page.schema.find(isStatusCheckbox);
  if (status && record && typeof values.status !== 'boolean') values.status = values.status === ACTIVE;
  return values;
};

/**
 * What a save sends: the page's own fields only (nothing else the record carried, such as `id` or audit
 * columns), none that is hidden, none left undefined. A status Checkbox goes back as 'active' when checked; when
 * unchecked, as the record's own other status ('blocked' stays 'blocked'), else 'inactive'.
 */
export const submittedValues = (page: PageDefinition, values: Values, hidden: ReadonlySet<string>, record?: Values | null): Values => {
  const sent: Values = {};
  for (const field of page.schema) {
    if (hidden.has(field.field) || !Object.hasOwn(values, field.field) || values[field.field] === undefined) continue;
    let value = values[field.field];
    if (isStatusCheckbox(field) && typeof value === 'boolean') {
      const before = record?.status;
      value = value ? ACTIVE : typeof before === 'string' && before !== ACTIVE ? before : INACTIVE;
    }
    sent[field.field] = value;
  }
  return sent;
};

/**
 * `embed` of a /form link (spec §2): JSON of prefilled values. Anything that is not a JSON object is ignored;
 * only the page's own fields are taken.
 */
export const parseEmbed = (page: PageDefinition, text: string | null | undefined): Values => {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const fields = new Set(page.schema.map((field) => field.field));
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => fields.has(key)));
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Prefilled values fill what the record lacks; they never overwrite what was loaded. */
export const withPrefill = (record: Values | null, prefill: Values): Values | null => {
  if (Object.keys(prefill).length === 0) return record;
  const merged: Values = { ...record };
  for (const [key, value] of Object.entries(prefill)) if (isEmpty(merged[key])) merged[key] = value;
  return merged;
};
