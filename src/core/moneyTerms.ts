import type { MoneyProblem } from './parseMoney';

/**
 * What a money field says about an amount it refused (src/core/parseMoney.ts), in both languages, merged into the
 * catalogues as `app.amount.*`; `%{field}` is the field's label, so the message names the field wherever it shows.
 */
// A type alias, not an interface: the catalogues' string-map types accept it.
export type MoneyTerms = Record<MoneyProblem, string>;

export const MONEY_TERMS: Record<'en' | 'vi', MoneyTerms> = {
  en: {
    required: '%{field}: enter an amount in đồng',
    fraction: '%{field}: whole đồng only, without decimals',
    sign: '%{field}: enter the amount without a sign',
    grouping: '%{field}: group thousands with commas (1,500,000) or type digits only',
    tooLarge: '%{field}: at most 15 digits',
    invalid: '%{field}: type digits only, e.g. 1,500,000',
  },
  vi: {
    required: '%{field}: nhập số tiền bằng đồng',
    fraction: '%{field}: chỉ nhập số đồng nguyên, không có phần thập phân',
    sign: '%{field}: nhập số tiền không kèm dấu',
    grouping: '%{field}: nhóm hàng nghìn bằng dấu chấm (1.500.000) hoặc chỉ nhập chữ số',
    tooLarge: '%{field}: tối đa 15 chữ số',
    invalid: '%{field}: chỉ nhập chữ số, ví dụ 1.500.000',
  },
};

/** The catalogue key of a refusal's message. */
export const moneyProblemKey = (problem: MoneyProblem): string => `app.amount.${problem}`;
