import fs from 'node:fs';
import { once } from 'node:events';
import type { ExportFormat } from '../../src/api/sales';
import { csvCell, csvHead } from './csv';
import { clockText, EXCEL_DATE_FORMATS, type ExportDateShown } from './exportDates';
import type { ExportCell } from './exportKinds';

/** Writes one export file as rows arrive; nothing is held beyond the page being written. */
export interface ExportFileWriter {
  write(rows: readonly ExportCell[][]): Promise<void>;
  /** Finishes the file; its size in bytes. */
  close(): Promise<number>;
  /** Stops writing after a failure (the caller removes the file). */
  abort(): Promise<void>;
}

export interface WriterColumns {
  headings: readonly string[];
  money: readonly boolean[];
  /** Each column's dates, shown as the day or the day and time; undefined for a column of no dates. */
  dates: readonly (ExportDateShown | undefined)[];
  widths: readonly (number | undefined)[];
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Numbers as they are (money is integer đồng: no grouping to misread), dates as the screens write them
 * (DD/MM/YYYY, with HH:mm for a moment), text quoted and neutralised.
 */
const csvText = (cells: readonly ExportCell[], dates: WriterColumns['dates']): string => cells.map((cell, index) => {
  if (cell === null) return '';
  if (cell instanceof Date) return clockText(cell, dates[index] ?? 'minute');
  return csvCell(cell);
}).join(',');

const csvWriter = (filePath: string, columns: WriterColumns): ExportFileWriter => {
  const stream = fs.createWriteStream(filePath, { flags: 'wx' });
  const failed = once(stream, 'error').then(([error]: unknown[]) => { throw error; });
  failed.catch(() => undefined);
  const put = async (text: string) => {
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), failed]);
  };
  let first: Promise<void> | null = put(csvHead(columns.headings));
  return {
    async write(rows) {
      if (first) await first;
      first = null;
      if (rows.length > 0) await put(`${rows.map((cells) => csvText(cells, columns.dates)).join('\r\n')}\r\n`);
    },
    async close() {
      if (first) await first;
      stream.end();
      await Promise.race([once(stream, 'finish'), failed]);
      return (await fs.promises.stat(filePath)).size;
    },
    async abort() {
      stream.destroy();
      await once(stream, 'close').catch(() => undefined);
    },
  };
};

/** Rows of one worksheet, heading included (Excel's limit is 1,048,576): a longer export continues on a new sheet. */
export const XLSX_ROWS_PER_SHEET = 1_048_576;

const xlsxWriter = async (filePath: string, columns: WriterColumns, sheetName: string, rowsPerSheet: number): Promise<ExportFileWriter> => {
  // exceljs is large: loaded by the first XLSX export, not by every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true, useSharedStrings: false });
  const addSheet = (number: number) => {
    const name = number === 1 ? sheetName : `${sheetName} (${number})`;
    const added = workbook.addWorksheet(name.slice(-31));
    // Money a number grouped by the reader's spreadsheet, a date a date (it sorts and filters as one), as the
    // screens write it.
    added.columns = columns.headings.map((header, index) => {
      const date = columns.dates[index];
      const numFmt = date ? EXCEL_DATE_FORMATS[date] : columns.money[index] ? '#,##0' : undefined;
      return { header, key: String(index), width: columns.widths[index] ?? 16, style: numFmt ? { numFmt } : {} };
    });
    added.getRow(1).font = { bold: true };
    added.getRow(1).commit();
    return added;
  };
  let sheets = 1;
  let sheet = addSheet(sheets);
  let rowsInSheet = 1;
  return {
    async write(rows) {
      for (const cells of rows) {
        if (rowsInSheet >= rowsPerSheet) {
          sheet.commit();
          sheet = addSheet(++sheets);
          rowsInSheet = 1;
        }
        // A committed row is written out and forgotten: memory stays at one page.
        sheet.addRow(cells).commit();
        rowsInSheet++;
      }
    },
    async close() {
      sheet.commit();
      await workbook.commit();
      return (await fs.promises.stat(filePath)).size;
    },
    async abort() {
      await workbook.commit().catch(() => undefined);
    },
  };
};

export const createFileWriter = async (
  format: ExportFormat, filePath: string, columns: WriterColumns, sheetName: string, rowsPerSheet = XLSX_ROWS_PER_SHEET,
): Promise<ExportFileWriter> => (format === 'csv' ? csvWriter(filePath, columns) : xlsxWriter(filePath, columns, sheetName, rowsPerSheet));
