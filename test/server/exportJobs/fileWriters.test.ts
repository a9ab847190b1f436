import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createFileWriter } from '../../../server/exportJobs/fileWriters';
import { parseCsv } from './support';

const columns = { headings: ['Mã', 'Số tiền'], money: [false, true], dates: [undefined, undefined], widths: [undefined, 12] };

/** A sale's reference, amount, moment and day: the kinds of cells a spreadsheet sorts by their values. */
const typed = {
  headings: ['Reference', 'Amount (VND)', 'Date and time', 'Day'], money: [false, true, false, false],
  dates: [undefined, undefined, 'minute', 'day'] as const, widths: [],
};
// The wall clock 20/11/2026 10:05:30 in Ho Chi Minh City, and the calendar day 01/10/2026 (exportDates.ts).
const TYPED_ROWS = [['=HYPERLINK("http://x")', -1_500_000, new Date('2026-11-20T10:05:30Z'), new Date('2026-10-01T00:00:00Z')], ['REF-2', 0, null, null]];

describe('export file writers', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-writers-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes CSV with a BOM, integers as they are and formula-looking text neutralised', async () => {
    const file = path.join(dir, 'a.csv');
    const writer = await createFileWriter('csv', file, columns, 'a');
    await writer.write([['=1+1', 1_500_000], ['@SUM(A1)', 0], ['-2', null]]);
    await writer.write([]);
    expect(await writer.close()).toBe(fs.statSync(file).size);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual([['Mã', 'Số tiền'], ["'=1+1", '1500000'], ["'@SUM(A1)", '0'], ["'-2", '']]);
  });

  it('writes XLSX amounts as numbers and dates as dates (Excel sorts and sums them), text as text never a formula', async () => {
    const file = path.join(dir, 'typed.xlsx');
    const writer = await createFileWriter('xlsx', file, typed, 'giao-dich');
    await writer.write(TYPED_ROWS);
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const cell = (address: string) => {
      const { type, value, numFmt } = sheet.getCell(address);
      return { type, value, numFmt };
    };
    expect(cell('A2')).toEqual({ type: ExcelJS.ValueType.String, value: '=HYPERLINK("http://x")', numFmt: undefined });
    expect(cell('B2')).toEqual({ type: ExcelJS.ValueType.Number, value: -1_500_000, numFmt: '#,##0' });
    expect(cell('C2')).toEqual({ type: ExcelJS.ValueType.Date, value: new Date('2026-11-20T10:05:30Z'), numFmt: 'dd/mm/yyyy hh:mm' });
    expect(cell('D2')).toEqual({ type: ExcelJS.ValueType.Date, value: new Date('2026-10-01T00:00:00Z'), numFmt: 'dd/mm/yyyy' });
    expect(cell('C3').type).toBe(ExcelJS.ValueType.Null);
  });

  it('writes the same dates in CSV as the screens show them: DD/MM/YYYY HH:mm, or DD/MM/YYYY for a day', async () => {
    const file = path.join(dir, 'typed.csv');
    const writer = await createFileWriter('csv', file, typed, 'giao-dich');
    await writer.write(TYPED_ROWS);
    await writer.close();
    expect(parseCsv(fs.readFileSync(file, 'utf8')).slice(1)).toEqual([
      ["'=HYPERLINK(\"http://x\")", '-1500000', '20/11/2026 10:05', '01/10/2026'],
      ['REF-2', '0', '', ''],
    ]);
  });

  it('continues an XLSX on a new sheet, headings again, when a sheet is full', async () => {
    const file = path.join(dir, 'b.xlsx');
    const writer = await createFileWriter('xlsx', file, columns, 'giao-dich', 3);
    await writer.write([['A', 1], ['B', 2], ['C', 3], ['D', 4], ['E', 5]]);
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheets = workbook.worksheets.map((sheet) => [sheet.name, sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1))]);
    expect(sheets).toEqual([
      ['giao-dich', [['Mã', 'Số tiền'], ['A', 1], ['B', 2]]],
      ['giao-dich (2)', [['Mã', 'Số tiền'], ['C', 3], ['D', 4]]],
      ['giao-dich (3)', [['Mã', 'Số tiền'], ['E', 5]]],
    ]);
  });
});
