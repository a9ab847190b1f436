import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';

/** Never shown in a list or a record view: secrets and one-time answers. */
export const isSecret = (field: FieldDefinition): boolean =>
  // PhoneImport holds no value to show either (it sends numbers to its import api).
  field.widget === 'Password' || field.hideValue === true || field.widget === 'Captcha' || field.widget === 'PhoneImport';

/** How many fields a list shows when the definition names no columns. */
export const DEFAULT_COLUMN_COUNT = 5;

/** The list's columns: `list.columns` in their order, else the first few fields that are not secret. */
export const listColumns = (page: PageDefinition): FieldDefinition[] => {
  const named = page.list?.columns;
  const visible = page.schema.filter((field) => !isSecret(field));
  if (named?.length) return named.flatMap((name) => visible.filter((field) => field.field === name));
  return visible.slice(0, DEFAULT_COLUMN_COUNT);
};
