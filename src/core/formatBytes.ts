const UNITS = {
  en: ['bytes', 'KB', 'MB', 'GB', 'TB'],
  vi: ['byte', 'KB', 'MB', 'GB', 'TB'],
} as const;

const numbers = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }),
};

/**
 * A size as people read it, in steps of 1024 with at most one decimal, the number written as the language writes
 * it: 1073741824 → "1 GB", 1572864 → "1.5 MB" (en) or "1,5 MB" (vi).
 */
export const formatBytes = (bytes: number, locale = 'en'): string => {
  const language = locale === 'vi' ? 'vi' : 'en';
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.en.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${numbers[language].format(Math.round(value * 10) / 10)} ${UNITS[language][unit]}`;
};
