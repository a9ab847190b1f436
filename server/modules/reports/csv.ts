/** CSV as spreadsheets read it: UTF-8 with a BOM, CRLF rows, cells quoted when they need it. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet could run as a formula (= + - @, or a leading tab or carriage return) gets a leading
 * apostrophe (OWASP "CSV injection"). Numbers are written as they are: they can be nothing but numbers.
 */
export const neutralise = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const quoted = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const csvCell = (value: string | number): string =>
  typeof value === 'number' ? String(value) : quoted(neutralise(value));

export const csvRow = (cells: readonly (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
