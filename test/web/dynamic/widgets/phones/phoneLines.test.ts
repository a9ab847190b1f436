import ExcelJS from 'exceljs';
import { cellText, csvLines, pastedLines, phoneColumnOf, xlsxLines } from '../../../../../src/dynamic/widgets/phones/phoneLines';

describe('pastedLines', () => {
  it('reads one number per line, or several separated by commas, semicolons or spaces, with their line numbers', () => {
    expect(pastedLines('0901234567\n\n0901 234 568; 0912345678,+84987654321\r\n0381234567 0381234568\nabc')).toEqual([
      { line: 1, value: '0901234567' },
      { line: 3, value: '0901 234 568' },
      { line: 3, value: '0912345678' },
      { line: 3, value: '+84987654321' },
      { line: 4, value: '0381234567' },
      { line: 4, value: '0381234568' },
      { line: 5, value: 'abc' },
    ]);
  });
});

describe('the phone column', () => {
  it('is the one named phone, số điện thoại or sđt (a header), else the first', () => {
    expect(phoneColumnOf(['Họ tên', 'Số điện thoại'])).toEqual({ column: 1, header: true });
    expect(phoneColumnOf(['name', 'SĐT'])).toEqual({ column: 1, header: true });
    expect(phoneColumnOf(['Phone'])).toEqual({ column: 0, header: true });
    expect(phoneColumnOf(['Khách hàng'])).toEqual({ column: 0, header: true });
    expect(phoneColumnOf(['0901234567', 'An'])).toEqual({ column: 0, header: false });
  });

  it("gives back the 0 a spreadsheet dropped", () => {
    expect(cellText(901234567)).toBe('0901234567');
    expect(cellText('84901234567')).toBe('84901234567');
  });
});

describe('csvLines', () => {
  it('skips the header and blank lines, takes the named column, and keeps the file line numbers', async () => {
    const file = new Blob(['\uFEFFHọ tên;Số điện thoại\r\n"Nguyễn, An";0901234567\r\n\r\nBình;"090.123.4568"\r\nCường;abc\r\n'], { type: 'text/csv' });
    expect(await csvLines(file)).toEqual([
      { line: 2, value: '0901234567' },
      { line: 4, value: '090.123.4568' },
      { line: 5, value: 'abc' },
    ]);
  });

  it('reads a file without a header from its first line', async () => {
    expect(await csvLines(new Blob(['0901234567\n901234568\n']))).toEqual([
      { line: 1, value: '0901234567' },
      { line: 2, value: '0901234568' },
    ]);
  });
});

describe('xlsxLines', () => {
  it("reads the first sheet's phone column, numbers that lost their 0 included", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Khách hàng');
    sheet.addRow(['Tên', 'SĐT']);
    sheet.addRow(['An', 901234567]);
    sheet.addRow(['Bình', '+84 912 345 678']);
    sheet.addRow(['Cường', 'không có']);
    const buffer = await workbook.xlsx.writeBuffer();
    expect(await xlsxLines(new Blob([buffer]))).toEqual([
      { line: 2, value: '0901234567' },
      { line: 3, value: '+84 912 345 678' },
      { line: 4, value: 'không có' },
    ]);
  });
});
