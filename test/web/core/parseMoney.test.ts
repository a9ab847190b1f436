import fc from 'fast-check';
import { formatCount, formatMoney } from '../../../src/core/formatMoney';
import { MONEY_MAX_DIGITS, parseMoney } from '../../../src/core/parseMoney';

// The one reading of a typed amount (issue 30): whole đồng, grouped as the screen's language writes them or plain
// digits; anything else refused with its reason, never repaired.

const LOCALES = ['en', 'vi'] as const;
const amount = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).filter((value) => String(value).length <= MONEY_MAX_DIGITS);

describe('parseMoney', () => {
  it.each([
    ['500000', 'en', 500_000],
    ['500000', 'vi', 500_000],
    ['1,500,000', 'en', 1_500_000],
    ['1.500.000', 'vi', 1_500_000],
    ['  1.500.000 ₫ ', 'vi', 1_500_000],
    ['₫1,500,000', 'en', 1_500_000],
    ['1.500', 'vi', 1_500],
    ['000120', 'en', 120],
    ['0', 'en', 0],
  ])('reads %j on a %s screen as %d', (typed, locale, value) => {
    expect(parseMoney(typed, locale)).toEqual({ ok: true, value });
  });

  // The misreadings found on Move money and at checkout, each refused with its reason.
  it.each([
    ['500000.5', 'en', 'fraction'],
    ['500000.5', 'vi', 'grouping'],
    ['500,000.00', 'en', 'fraction'],
    ['500.000,00', 'vi', 'fraction'],
    ['150000.50', 'en', 'fraction'],
    ['150000,50', 'vi', 'fraction'],
    ['1500000.', 'en', 'fraction'],
    ['1,500,000', 'vi', 'grouping'],
    ['1.500.000', 'en', 'grouping'],
    ['1.500', 'en', 'grouping'],
    ['1,5000', 'en', 'grouping'],
    ['1e6', 'en', 'invalid'],
    ['1E6', 'vi', 'invalid'],
    ['-500000', 'en', 'sign'],
    ['+500000', 'vi', 'sign'],
    ['−500000', 'vi', 'sign'],
    ['500k', 'en', 'invalid'],
    ['5 000 000', 'vi', 'invalid'],
    ['0x10', 'en', 'invalid'],
    ['Infinity', 'en', 'invalid'],
    ['₫', 'en', 'invalid'],
    ['', 'en', 'required'],
    ['   ', 'vi', 'required'],
    ['1234567890123456', 'en', 'tooLarge'],
  ])('refuses %j on a %s screen: %s', (typed, locale, problem) => {
    expect(parseMoney(typed, locale)).toEqual({ ok: false, problem });
  });

  it.each(LOCALES)('reads back every amount as the %s screen groups it, with or without the sign, and as plain digits', (locale) => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(parseMoney(formatCount(value, locale), locale)).toEqual({ ok: true, value });
        expect(parseMoney(formatMoney(value, locale), locale)).toEqual({ ok: true, value });
        expect(parseMoney(String(value), locale)).toEqual({ ok: true, value });
      }),
    );
  });

  it.each(LOCALES)('never yields a value other than the digits typed (%s), whatever is typed', (locale) => {
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789.,-+e ₫'), maxLength: 24 }),
      fc.string({ maxLength: 24 }),
      amount.map((value) => formatCount(value, locale === 'vi' ? 'en' : 'vi')),
      fc.tuple(amount, fc.integer({ min: 1, max: 99 })).map(([value, cents]) => `${formatCount(value, locale)}${locale === 'vi' ? ',' : '.'}${cents}`),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const reading = parseMoney(text, locale);
        if (!reading.ok) return;
        const digits = text.replace(/\D/g, '');
        expect(reading.value).toBe(Number(digits));
        // What was read has no sign, decimal part or other language's grouping in it.
        expect(text.trim().replace(/^₫\s*|\s*₫$/g, '')).toMatch(locale === 'vi' ? /^(\d+|\d{1,3}(\.\d{3})+)$/ : /^(\d+|\d{1,3}(,\d{3})+)$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each(LOCALES)('refuses every amount with a decimal part (%s)', (locale) => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 99 }), (value, cents) => {
        const mark = locale === 'vi' ? ',' : '.';
        expect(parseMoney(`${formatCount(value, locale)}${mark}${String(cents).padStart(2, '0')}`, locale).ok).toBe(false);
        expect(parseMoney(`${value}${mark}${cents}`, locale).ok).toBe(false);
      }),
    );
  });
});
