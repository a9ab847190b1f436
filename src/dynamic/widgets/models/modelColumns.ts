/** One column of a picker: the record field it shows and its header. */
export interface ModelColumn {
  field: string;
  header: string;
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/**
 * Reads a `modelSelectField` (spec §3): a comma-separated field list whose entries may be 'field$$Header'.
 * The header defaults to the field; blank and malformed entries are dropped, duplicates kept once.
 * An empty result means the definition has no usable modelSelectField.
 */
export const parseModelSelectField = (spec: string | null | undefined): ModelColumn[] => {
  if (typeof spec !== 'string') return [];
  const columns: ModelColumn[] = [];
  for (const entry of spec.split(',')) {
    const [rawField, ...rest] = entry.split('$$');
    const field = rawField.trim();
    if (!FIELD_NAME.test(field) || columns.some((column) => column.field === field)) continue;
    const header = rest.join('$$').trim();
    columns.push({ field, header: header || field });
  }
  return columns;
};

/** The `select` parameter: `id` first (rows are chosen by id), then the columns' fields. */
export const selectOf = (columns: readonly ModelColumn[]): string =>
  ['id', ...columns.map((column) => column.field).filter((field) => field !== 'id')].join(',');

/** The column the search box filters with `{contains}`: the first one that is not the id. */
export const searchColumnOf = (columns: readonly ModelColumn[]): ModelColumn | undefined =>
  columns.find((column) => column.field !== 'id');

/** Reads a possibly dotted field of a row as display text. */
export const cellText = (row: Record<string, unknown>, field: string): string => {
  let value: unknown = row;
  for (const part of field.split('.')) {
    value = value !== null && typeof value === 'object' && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
