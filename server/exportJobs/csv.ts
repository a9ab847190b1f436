/** CSV as spreadsheets read it: UTF-8 with a BOM, CRLF rows, cells quoted when they need it. */
export const CSV_BOM = '\uFEFF';

/**
 * The first characters with which a spreadsheet could run a cell as a formula (= + - @, or a leading tab or
 * carriage return): such a cell gets a leading apostrophe (OWASP "CSV injection"). One list for the two places that
 * apply it: `neutralise` here, and the database's formatting of the CSV that PostgreSQL writes (csvSql.ts).
 */
export const FORMULA_STARTS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** Numbers are written as they are: they can be nothing but numbers. */
export const neutralise = (text: string): string => (FORMULA_STARTS.includes(text.charAt(0)) ? `'${text}` : text);

const quoted = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A number as the screen shows it ('-1.500.000', '-1.500.000 ₫'): digits, separators, a leading sign and a trailing
 * đồng sign only, so never a formula, and written without the apostrophe a spreadsheet would show.
 */
export interface GroupedNumber {
  grouped: string;
}

export type CsvValue = string | number | GroupedNumber;

// The English '-₫1,500,000' keeps its apostrophe: a spreadsheet would read it as a formula and fail on the '₫'.
const GROUPED = /^-?[\d.,\u00a0\u202f ]+(?:[\u00a0 ]?₫)?$/;

export const csvCell = (value: CsvValue): string => {
  if (typeof value === 'number') return String(value);
  // Anything else that claims to be a number is treated as text, and neutralised as text is.
  if (typeof value === 'object') return GROUPED.test(value.grouped) ? quoted(value.grouped) : quoted(neutralise(value.grouped));
  return quoted(neutralise(value));
};

export const csvRow = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A file's first bytes: the BOM and the heading row. */
export const csvHead = (headings: readonly string[]): string => `${CSV_BOM}${csvRow(headings)}`;
