import { clockDiffersFromBusiness, formatDate, formatDateTime } from '../../../src/core/formatDate';

test('a calendar date is shown DD/MM/YYYY as written, whatever the time zone', () => {
  expect(formatDate('2024-12-25')).toBe('25/12/2024');
  expect(formatDate('2024-01-01')).toBe('01/01/2024');
});

test('an instant is shown in Ho Chi Minh City time (UTC+7)', () => {
  expect(formatDate('2024-12-31T18:30:00Z')).toBe('01/01/2025');
  expect(formatDateTime('2024-12-31T18:30:00Z')).toBe('01/01/2025 01:30');
  expect(formatDateTime('2024-06-05T02:05:00Z')).toBe('05/06/2024 09:05');
  expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 17, 0)))).toBe('02/01/2024 00:00');
  expect(formatDateTime(Date.UTC(2024, 0, 1, 16, 59))).toBe('01/01/2024 23:59');
});

test('nothing or a bad value shows nothing', () => {
  for (const value of [null, undefined, '', 'not a date']) {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  }
});

test("a device's clock differs from Vietnam time by the clock it reads, not by its zone's name", () => {
  const at = new Date('2026-07-01T12:00:00Z');
  expect(clockDiffersFromBusiness('Asia/Ho_Chi_Minh', at)).toBe(false);
  expect(clockDiffersFromBusiness('Asia/Bangkok', at)).toBe(false);
  expect(clockDiffersFromBusiness('Europe/Paris', at)).toBe(true);
  expect(clockDiffersFromBusiness('UTC', at)).toBe(true);
  expect(clockDiffersFromBusiness('Not/AZone', at)).toBe(true);
});
