/**
 * The one reading of an amount a person typed: whole đồng (VND has no minor unit), as plain digits or grouped in
 * thousands as the screen's language writes them ('1.500.000' in Vietnamese, '1,500,000' in English), with or
 * without the ₫ sign. Anything else is refused with the reason, never repaired: '500000.5' is not 5.000.005 ₫, and
 * '1,500,000' on a Vietnamese screen (where a comma starts decimals) is not 1.500.000 ₫.
 */
import type { MoneyLocale } from './formatMoney';

/** The most digits an amount may have: 15 keep every value exact in a JavaScript number. */
export const MONEY_MAX_DIGITS = 15;

/**
 * Why a typed amount was refused: `required` nothing typed; `fraction` a part after the decimal mark (đồng are
 * whole); `sign` a minus or plus; `grouping` separators that are not whole thousands in the screen's language (the
 * other language's, or misplaced); `tooLarge` more than 15 digits; `invalid` anything else (letters, exponents).
 */
export type MoneyProblem = 'required' | 'fraction' | 'sign' | 'grouping' | 'tooLarge' | 'invalid';

export type MoneyReading = { ok: true; value: number } | { ok: false; problem: MoneyProblem };

const GROUP = { vi: '.', en: ',' } as const;
const DECIMAL = { vi: ',', en: '.' } as const;

const grouped = (separator: string) => new RegExp(`^\\d{1,3}(?:\\${separator}\\d{3})+$`);
const GROUPED = { vi: grouped(GROUP.vi), en: grouped(GROUP.en) };
/** A decimal part as the language writes one: the mark, then digits that are not a group of three. */
const FRACTION = { vi: /,\d{1,2}$|,\d{4,}$/, en: /\.\d{1,2}$|\.\d{4,}$/ };

const localeOf = (locale: string): MoneyLocale => (locale === 'vi' ? 'vi' : 'en');

/** Reads `typed` on a screen in `locale`; spaces around the amount and a ₫ sign before or after it are allowed. */
export const parseMoney = (typed: string, locale: string): MoneyReading => {
  const language = localeOf(locale);
  const text = typed.trim().replace(/^₫\s*/, '').replace(/\s*₫$/, '');
  if (text === '') return { ok: false, problem: typed.trim() === '' ? 'required' : 'invalid' };
  if (/^[-+−]/.test(text)) return { ok: false, problem: 'sign' };
  let digits: string;
  if (/^\d+$/.test(text)) digits = text;
  else if (GROUPED[language].test(text)) digits = text.split(GROUP[language]).join('');
  else if (/^[\d.,]+$/.test(text)) {
    const decimalMark = DECIMAL[language];
    const lastMark = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
    const endsInFraction = text[lastMark] === decimalMark && FRACTION[language].test(text);
    return { ok: false, problem: endsInFraction || text.endsWith(decimalMark) ? 'fraction' : 'grouping' };
  } else return { ok: false, problem: 'invalid' };
  const significant = digits.replace(/^0+(?=\d)/, '');
  if (significant.length > MONEY_MAX_DIGITS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: Number(significant) };
};
