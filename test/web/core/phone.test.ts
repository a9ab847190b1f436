import { maskPhone, normalizeVnMobile, readVnMobile } from '../../../src/core/phone';

describe('normalizeVnMobile', () => {
  it.each([
    ['0901234567', '0901234567'],
    ['0901 234 567', '0901234567'],
    ['+84 90 123 4567', '0901234567'],
    ['84901234567', '0901234567'],
    ['+84-38.123.4567', '0381234567'],
  ])('reads %s as %s', (typed, canonical) => expect(normalizeVnMobile(typed)).toBe(canonical));

  it.each(['', '090123456', '09012345678', '0201234567', '+1 415 555 0100', 'abc0901234567'])('refuses %s', (typed) => {
    expect(normalizeVnMobile(typed)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the first and last three digits', () => expect(maskPhone('0901234567')).toBe('090****567'));
  it('hides a short value whole', () => expect(maskPhone('12345')).toBe('*****'));
});

describe('readVnMobile', () => {
  it.each([
    ['0901234567', '0901234567'],
    ['+84901234567', '0901234567'],
    ['84901234567', '0901234567'],
    ['0901 234 567', '0901234567'],
    ['090.123.4567', '0901234567'],
    ['(090) 123-4567', '0901234567'],
    ['0561234567', '0561234567'],
    ['0701234567', '0701234567'],
    ['0861234567', '0861234567'],
    // 2018's 11-digit numbers: Viettel 0168 → 038, MobiFone 0120 → 070, VinaPhone 0123 → 083, Gmobile 0199 → 059.
    ['01681234567', '0381234567'],
    ['01201234567', '0701234567'],
    ['+84 123 123 4567', '0831234567'],
    ['01991234567', '0591234567'],
  ])('reads %s as %s', (typed, phone) => expect(readVnMobile(typed)).toEqual({ ok: true, phone }));

  it.each([
    ['', 'empty'],
    ['  . - ', 'empty'],
    ['abc-xyz', 'notANumber'],
    ['0901234567a', 'notANumber'],
    ['09012345', 'wrongLength'],
    ['09012345678', 'wrongLength'],
    ['01301234567', 'wrongLength'],
    ['0201234567', 'notMobilePrefix'],
    ['0241234567', 'notMobilePrefix'],
    ['+84 24 1234 5678', 'wrongLength'],
  ])('refuses %s: %s', (typed, problem) => expect(readVnMobile(typed)).toEqual({ ok: false, problem }));
});
