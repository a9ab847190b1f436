import type { PhoneImportRequest } from '../../../api/voucherPhones';
import { foldVietnamese } from '../../../core/foldVietnamese';

/**
 * The numbers a user pastes or uploads for the phone import, each with the line it came from (1 = the first line,
 * as a spreadsheet counts them), so that the server's refusals point at the user's own lines.
 */
export type PhoneLine = PhoneImportRequest['rows'][number];

/** The most characters kept of one cell: a longer one is refused by the server as what it is, cut short. */
const CELL_MAX = 100;

/** A spreadsheet drops a number's leading 0 (0901234567 → 901234567): it is given back. */
export const cellText = (value: unknown): string => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return (/^[35789]\d{8}$/.test(text) ? `0${text}` : text).slice(0, CELL_MAX);
};

/** A run of digits long enough to be a whole number on its own (a space inside "0901 234 567" does not split it). */
const WHOLE_NUMBER = /^\+?\d{9,12}$/;

/**
 * The paste box: one number per line, or several separated by commas, semicolons or tabs, or by spaces when each
 * part is a whole number ("0901234567 0912345678"); blank lines are skipped.
 */
export const pastedLines = (text: string): PhoneLine[] =>
  text.split(/\r\n|\r|\n/).flatMap((content, index) => {
    const parts = content.split(/[,;\t]/).flatMap((part) => {
      const words = part.trim().split(/\s+/);
      return words.length > 1 && words.every((word) => WHOLE_NUMBER.test(word)) ? words : [part.trim()];
    });
    return parts.filter((part) => part !== '').map((value) => ({ line: index + 1, value: cellText(value) }));
  });

/** Header names of the phone column (compared without diacritics and case). */
const PHONE_HEADERS = new Set(['phone', 'phone number', 'so dien thoai', 'sdt', 'dien thoai', 'mobile']);

/**
 * Which column holds the numbers, from the first row: the one named phone / số điện thoại / sđt (the row is a
 * header), else the first; a first row with no digit at all is a header too.
 */
export const phoneColumnOf = (firstRow: readonly string[]): { column: number; header: boolean } => {
  const named = firstRow.findIndex((cell) => PHONE_HEADERS.has(foldVietnamese(cell)));
  if (named >= 0) return { column: named, header: true };
  return { column: 0, header: firstRow.length > 0 && !firstRow.some((cell) => /\d/.test(cell)) };
};

/** One CSV line's cells: separated by commas or semicolons, double quotes around a cell removed ("" is one "). */
const csvCells = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((one) => one.trim());
};

/** Lines of a text stream, read chunk by chunk (a file is never held whole as text). */
async function* textLines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    rest += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = rest.split(/\r\n|\r|\n/);
    rest = done ? '' : (lines.pop() ?? '');
    for (const line of lines) yield line;
    if (done) return;
  }
}

/** The numbers of the rows of a table (rows of cells with their line numbers), header and phone column found first. */
const tableLines = (rows: Iterable<{ line: number; cells: string[] }>): PhoneLine[] => {
  const lines: PhoneLine[] = [];
  let column: number | null = null;
  for (const { line, cells } of rows) {
    if (column === null) {
      const found = phoneColumnOf(cells);
      column = found.column;
      if (found.header) continue;
    }
    const value = cellText(cells[column] ?? '');
    if (value !== '' || cells.some((cell) => cell !== '')) lines.push({ line, value });
  }
  return lines;
};

/** Where `Blob.stream` is missing (older engines), the file read whole by a FileReader. */
const readAsText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

async function* fileLines(file: Blob): AsyncGenerator<string> {
  if (typeof file.stream === 'function') {
    yield* textLines(file.stream());
    return;
  }
  yield* (await readAsText(file)).split(/\r\n|\r|\n/);
}

/** A CSV file (UTF-8, a byte-order mark allowed), streamed: its rows' numbers. Blank lines are skipped. */
export const csvLines = async (file: Blob): Promise<PhoneLine[]> => {
  const rows: { line: number; cells: string[] }[] = [];
  let line = 0;
  for await (const text of fileLines(file)) {
    line += 1;
    const content = line === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (content.trim() !== '') rows.push({ line, cells: csvCells(content) });
  }
  return tableLines(rows);
};

/** A cell of exceljs as text: rich text, hyperlinks and formula results read as what they show. */
const excelCellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (cell.result !== undefined) return excelCellText(cell.result);
    if (typeof cell.text === 'string') return cell.text;
  }
  return '';
};

/** An XLSX file's first sheet: its rows' numbers. exceljs is loaded only when a workbook is chosen. */
export const xlsxLines = async (file: Blob): Promise<PhoneLine[]> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow((row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ line, cells: values.map((value) => excelCellText(value).trim()) });
  });
  return tableLines(rows);
};

/** Whether a chosen file is read as a workbook (by its name or type), else as CSV text. */
export const isWorkbook = (file: File): boolean =>
  /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
