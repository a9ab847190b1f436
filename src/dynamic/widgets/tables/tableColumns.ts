/** A column of an editable table (spec §3 "Table row widget items"). */
export interface TableColumn {
  field: string;
  title: string;
  placeholder?: string;
  dataType: 'string' | 'number' | 'boolean' | 'float' | 'array';
  /** Carried by definitions; the input follows `dataType`. */
  interfaceType?: string;
}

/** The value a new row starts with in each column, already of the column's type. */
export const emptyCell = (dataType: TableColumn['dataType']): unknown => {
  switch (dataType) {
    case 'number':
    case 'float':
      return null;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return '';
  }
};

/** 'a, b ,,c' → ['a', 'b', 'c']: the text of an array cell. */
export const parseCommaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export const formatCommaList = (value: unknown): string =>
  Array.isArray(value) ? value.map((item) => String(item)).join(', ') : typeof value === 'string' ? value : '';

/** A whole number or nothing (the 'number' columns; 'float' takes any number). */
export const integer = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(value) ? undefined : 'app.widgets.table.integer';
