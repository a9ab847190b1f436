import { maskPhone, normalizeVnMobile } from '../../../src/core/phone';

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
