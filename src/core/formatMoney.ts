/**
 * Money is integer đồng (VND has no minor unit). Vietnamese shows '1.234.567 ₫', English '₫1,234,567', as each
 * language writes amounts; numbers alone group the same way ('1.234.567' / '1,234,567').
 */
export type MoneyLocale = 'en' | 'vi';

const money = {
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
  vi: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
};
const plain = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
};

const localeOf = (locale: string): MoneyLocale => (locale === 'vi' ? 'vi' : 'en');

/** 1234567 → '1.234.567 ₫' (vi) or '₫1,234,567' (en); Intl's narrow no-break spaces become plain ones. */
export const formatMoney = (amount: number, locale: string): string =>
  money[localeOf(locale)].format(amount).replace(/[\u00a0\u202f]/g, ' ');

const decimal = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }),
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 6 }),
};

/** Any number as each language writes it: 1500000.5 → '1.500.000,5' (vi) or '1,500,000.5' (en). */
export const formatNumber = (value: number, locale: string): string => decimal[localeOf(locale)].format(value);

/** 1234567 → '1.234.567' (vi) or '1,234,567' (en). */
export const formatCount = (value: number, locale: string): string => plain[localeOf(locale)].format(value);
