import type { FieldDefinition, PageDefinition } from '../../src/api/pageDefinition';
import { isKnownWidget } from '../../src/api/pageDefinition';
import { SYSTEM_FIELDS } from '../../src/api/records';

/** How the record store treats a field's value, from its widget (spec §9) and `type` / `isMutilLanguage`. */
export type FieldKind =
  | 'text' | 'longText' | 'richText' | 'number' | 'money' | 'password' | 'captcha' | 'enum' | 'checkbox' | 'date' | 'time'
  | 'location' | 'modelId' | 'idList' | 'options' | 'image' | 'images' | 'file' | 'table' | 'languages' | 'phone' | 'code'
  | 'none' | 'any';

const BY_WIDGET: Record<string, FieldKind> = {
  Text: 'text', TextArea: 'longText', RichText: 'richText', CkEditorSchema: 'richText', Password: 'password',
  Captcha: 'captcha', Enum: 'enum', Checkbox: 'checkbox', Date: 'date', Time: 'time', Location: 'location',
  // SelectModel ticks several records in the picker (spec §4 "Picker dialog"), as ArrayModel does: a list of ids.
  SingleModel: 'modelId', SelectModel: 'idList', ArrayModel: 'idList', Image: 'image', ArrayImage: 'images',
  Upload: 'file', TableSchema: 'table', TableGenerate: 'table', TabsLanguage: 'languages',
  // PhoneImport has no value of its own: it sends numbers to its import api.
  Phone: 'phone', ModelCode: 'code', PhoneImport: 'none',
};

export const kindOf = (field: FieldDefinition): FieldKind => {
  if (field.widget === 'Password' || field.widget === 'Captcha') return BY_WIDGET[field.widget];
  if (field.widget === 'TabsLanguage' || field.isMutilLanguage === true) return 'languages';
  if (field.widget === 'SelectMutilple') return field.items?.length ? 'options' : 'idList';
  const isText = field.widget === 'Text' || field.widget === 'TextArea' || !isKnownWidget(field.widget);
  if (isText && field.type === 'number') return 'number';
  if (isText && field.type === 'money') return 'money';
  return BY_WIDGET[field.widget] ?? 'any';
};

/** Never answered, filtered or sorted on: a password's hash, a captcha's answer (which is not even stored). */
export const isSecret = (kind: FieldKind): boolean => kind === 'password' || kind === 'captcha' || kind === 'none';
/** Values that are lists of scalars: a plain filter value matches an element. */
export const isList = (kind: FieldKind): boolean => kind === 'idList' || kind === 'options' || kind === 'images';

export interface ModelField {
  field: FieldDefinition;
  kind: FieldKind;
}

/** A page's fields by name, in schema order. */
export interface ModelSchema {
  definition: PageDefinition;
  fields: ReadonlyMap<string, ModelField>;
  /** Fields that may be answered: every declared one but Password and Captcha. */
  visible: readonly string[];
}

export const modelSchemaOf = (definition: PageDefinition): ModelSchema => {
  const fields = new Map<string, ModelField>();
  for (const field of definition.schema) {
    // System names are the record's own; a definition declaring one does not get to overwrite it.
    if (!(SYSTEM_FIELDS as readonly string[]).includes(field.field)) fields.set(field.field, { field, kind: kindOf(field) });
  }
  return { definition, fields, visible: [...fields.values()].filter(({ kind }) => !isSecret(kind)).map(({ field }) => field.field) };
};

export const labelOf = (field: FieldDefinition): string => field.name?.trim() || field.field;
