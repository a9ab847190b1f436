import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createFileWriter } from '../../../server/exports/fileWriters';
import { parseCsv } from './support';

const columns = { headings: ['Mã', 'Số tiền'], money: [false, true], widths: [undefined, 12] };

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
